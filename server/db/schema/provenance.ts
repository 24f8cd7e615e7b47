import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, projects } from './catalog';
import { createdAt } from './columns';
import { sources } from './sources';
import { transformer_station_definitions } from './stations';

// Records merged from many datasets link to each of their sources (docs/decisions/038-sources-provenance-and-record-history.md).
const linkColumns = () => ({
  source_id: uuid('source_id')
    .notNull()
    .references(() => sources.id, { onDelete: 'restrict' }),
  /**
   * The record's key in that source (GPPD id, OSM node id, licence or tender lot number): a second
   * import of the same source matches on it instead of creating a duplicate.
   */
  external_key: text('external_key'),
  /** The date the record was last checked against this source. */
  verified_on: date('verified_on').notNull(),
  /** "Veri tarihi" of this record's row in the source (a tender's date), when it has its own; else the source's (decision 054). */
  data_date: date('data_date'),
  /**
   * The pages this record's row cites within the source (a compilation or a press round-up), as the
   * research files write them: "host/path ; host/path". Shown as links in the detail (decision 054).
   */
  citation: text('citation'),
  created_at: createdAt(),
});

export const project_sources = pgTable(
  'project_sources',
  {
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...linkColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.source_id] }),
    uniqueIndex('project_sources_external_key_idx').on(t.source_id, t.external_key).where(sql`external_key IS NOT NULL`),
    index('project_sources_source_idx').on(t.source_id, t.project_id),
  ],
);

export const company_sources = pgTable(
  'company_sources',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...linkColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.source_id] }),
    uniqueIndex('company_sources_external_key_idx').on(t.source_id, t.external_key).where(sql`external_key IS NOT NULL`),
    index('company_sources_source_idx').on(t.source_id, t.company_id),
  ],
);

export const station_sources = pgTable(
  'station_sources',
  {
    station_id: uuid('station_id')
      .notNull()
      .references(() => transformer_station_definitions.id, { onDelete: 'cascade' }),
    ...linkColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.station_id, t.source_id] }),
    uniqueIndex('station_sources_external_key_idx').on(t.source_id, t.external_key).where(sql`external_key IS NOT NULL`),
    index('station_sources_source_idx').on(t.source_id, t.station_id),
  ],
);
