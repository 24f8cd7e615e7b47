import { sql } from 'drizzle-orm';
import { boolean, check, date, index, json, numeric, pgTable, smallint, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, dupeStem, id, searchKey, updatedAt } from './columns';
import { sources } from './sources';
import { cities } from './reference';
import { users } from './users';

// The "combined record" form (docs/product-rules.md#transformer-stations) writes one definition and one monthly capacity in a transaction,
// so there is no third table for it (docs/decisions/002-data-model.md).

export const transformer_station_definitions = pgTable(
  'transformer_station_definitions',
  {
    id: id(),
    city_id: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    station_name: text('station_name').notNull(),
    busbar: text('busbar'),
    /** Distribution company or organised industrial zone. */
    operator: text('operator'),
    connection_level: text('connection_level'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    kml_file_path: text('kml_file_path'),
    is_generated: boolean('is_generated').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_key: searchKey(sql`station_name || ' ' || coalesce(operator, '') || ' ' || coalesce(busbar, '')`),
    dupe_stem: dupeStem(sql`station_name`),
  },
  (t) => [
    check('station_name_not_blank', sql`btrim(${t.station_name}) <> ''`),
    check('station_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('station_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
    index('station_definitions_city_idx').on(t.city_id),
    index('station_definitions_dupe_stem_idx').on(t.city_id, t.dupe_stem),
    index('station_definitions_name_tr_idx').on(sql`${t.station_name} COLLATE tr_icu`, t.id),
    index('station_definitions_search_key_trgm_idx').using('gin', t.search_key.op('gin_trgm_ops')),
  ],
);

/** Available grid capacity of a station in one month, MWe. */
export const transformer_station_capacities = pgTable(
  'transformer_station_capacities',
  {
    id: id(),
    station_id: uuid('station_id')
      .notNull()
      .references(() => transformer_station_definitions.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    available_capacity: numeric('available_capacity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    is_generated: boolean('is_generated').notNull().default(false),
    /** The publication this figure was read from (decision 038); generated rows name the sample-data source. */
    source_id: uuid('source_id').references((): AnyPgColumn => sources.id, { onDelete: 'restrict' }),
    verified_on: date('verified_on'),
    /**
     * An admin's entry (docs/decisions/052-unknown-stays-unknown.md): who entered or last changed the
     * figure (the day is verified_on, the source the admin-entry source) and the publication the
     * form asked for, a link or a line of text. Null for a figure read from a dataset.
     */
    entered_by: uuid('entered_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    entry_note: text('entry_note'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('station_capacities_station_year_month_key').on(t.station_id, t.year, t.month),
    check('station_capacities_period', sql`${t.month} BETWEEN 1 AND 12 AND ${t.year} BETWEEN 2000 AND 2100`),
    check('station_capacities_non_negative', sql`${t.available_capacity} >= 0`),
    index('station_capacities_year_month_idx').on(t.year, t.month),
    index('station_capacities_capacity_idx').on(t.available_capacity),
    index('station_capacities_source_idx').on(t.source_id),
  ],
);

/**
 * A station file's map geometry (GeoJSON), computed once when the file is stored and then served as
 * stored: parsing the KML on every read held the event loop for seconds (decision 029).
 * `kml_file_path` names the file it was computed from; a row whose file is no longer the station's
 * is never served. A table of its own, not a column: the audit trail records definition rows whole,
 * and a geometry can be megabytes.
 */
export const transformer_station_geometries = pgTable('transformer_station_geometries', {
  station_id: uuid('station_id')
    .primaryKey()
    .references(() => transformer_station_definitions.id, { onDelete: 'cascade' }),
  kml_file_path: text('kml_file_path').notNull(),
  /** json, not jsonb: kept as the text written and read back as text, never decoded and encoded again. */
  geometry: json('geometry').notNull(),
  created_at: createdAt(),
});
