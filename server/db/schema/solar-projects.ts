import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, searchKey } from './columns';

/** Solar project records from meeting decisions (docs/product-rules.md#solar-projects), kept with the spec's Turkish column names. */
export const solar_projects = pgTable(
  'solar_projects',
  {
    id: id(),
    proje_adi: text('proje_adi').notNull(),
    proje_sahibi: text('proje_sahibi'),
    il: text('il'),
    ilce: text('ilce'),
    sektor: text('sektor'),
    alt_sektor: text('alt_sektor'),
    toplanti_karar_tipi: text('toplanti_karar_tipi'),
    tarih: date('tarih'),
    proje_turu: text('proje_turu'),
    created_at: createdAt(),
    search_key: searchKey(
      sql`proje_adi || ' ' || coalesce(proje_sahibi, '') || ' ' || coalesce(il, '') || ' ' || coalesce(ilce, '')`,
    ),
  },
  (t) => [
    check('solar_projects_name_not_blank', sql`btrim(${t.proje_adi}) <> ''`),
    index('solar_projects_created_idx').on(t.created_at),
    index('solar_projects_decision_type_idx').on(t.toplanti_karar_tipi),
    index('solar_projects_search_key_trgm_idx').using('gin', t.search_key.op('gin_trgm_ops')),
  ],
);
