import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../../db/schema/reference';

const byName = (db: Db, table: typeof cities | typeof project_types) =>
  db.select({ id: table.id, name: table.name }).from(table as typeof cities).orderBy(sql`${table.name} COLLATE tr_icu`);

/** Cities, project types/statuses/locations and company activity/product types, in Turkish order (docs/product-rules.md#catalogue). */
export async function listReferenceLists(db: Db) {
  const [c, pt, ps, pl, ca, cp] = await Promise.all([
    byName(db, cities),
    byName(db, project_types),
    byName(db, project_status_types),
    byName(db, project_locations),
    byName(db, company_activity_types),
    byName(db, company_product_types),
  ]);
  return { cities: c, project_types: pt, project_status_types: ps, project_locations: pl, company_activity_types: ca, company_product_types: cp };
}

export function listDistricts(db: Db, cityId: string) {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.city_id, cityId))
    .orderBy(sql`${districts.name} COLLATE tr_icu`, asc(districts.id));
}
