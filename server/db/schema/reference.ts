import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// The seven reference lists (docs/product-rules.md#catalogue). Names are unique per list; ordering uses the tr_icu
// collation so "Ç", "Ş", "İ" sort where a Turkish reader expects them.
const referenceList = (name: string) =>
  pgTable(
    name,
    { id: id(), name: text('name').notNull().unique(), created_at: createdAt() },
    (t) => [
      check(`${name}_name_not_blank`, sql`btrim(${t.name}) <> ''`),
      index(`${name}_name_tr_idx`).on(sql`${t.name} COLLATE tr_icu`),
    ],
  );

export const project_types = referenceList('project_types');
export const project_status_types = referenceList('project_status_types');
export const project_locations = referenceList('project_locations');
export const company_activity_types = referenceList('company_activity_types');
export const company_product_types = referenceList('company_product_types');

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull().unique(),
    plate_code: smallint('plate_code').unique(),
    created_at: createdAt(),
  },
  (t) => [
    check('cities_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('cities_plate_code_range', sql`${t.plate_code} BETWEEN 1 AND 81`),
    index('cities_name_tr_idx').on(sql`${t.name} COLLATE tr_icu`),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    city_id: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('districts_name_not_blank', sql`btrim(${t.name}) <> ''`),
    unique('districts_city_name_key').on(t.city_id, t.name),
    // Lets projects reference (district_id, city_id) together, so a district always matches its city.
    unique('districts_id_city_key').on(t.id, t.city_id),
    index('districts_city_name_tr_idx').on(t.city_id, sql`${t.name} COLLATE tr_icu`),
  ],
);
