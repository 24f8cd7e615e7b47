import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * Where a record's figures come from (decision 038): a publication or dataset with its licence and the
 * attribution that licence requires. Records link to sources below; single figures (a station's
 * monthly capacity, a statistic) name one source in a `source_id` column of their own.
 */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    /** Stable slug seeds and imports refer to, e.g. "wri-gppd-1.3.0". */
    key: text('key').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher'),
    url: text('url'),
    /** As shown to readers: "CC BY 4.0", "ODbL 1.0", "Kamu malı", ... */
    licence: text('licence').notNull(),
    licence_url: text('licence_url'),
    /** The attribution line the licence requires, shown on the sources page and carried by exports. */
    attribution: text('attribution'),
    /** When the data was read from the source. */
    retrieved_on: date('retrieved_on'),
    /**
     * "Veri tarihi": the date the data itself describes (a release's data year, an extract's month),
     * the end of the period when it spans several; what readers see (decision 054).
     */
    data_date: date('data_date'),
    /** Rows from this source are generated sample data ("Örnek veri"), never shown as official figures. */
    is_generated: boolean('is_generated').notNull().default(false),
    notes: text('notes'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('sources_key_idx').on(t.key),
    check('sources_key_slug', sql`${t.key} ~ '^[a-z0-9][a-z0-9.-]*$'`),
    check('sources_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('sources_licence_not_blank', sql`btrim(${t.licence}) <> ''`),
  ],
);
