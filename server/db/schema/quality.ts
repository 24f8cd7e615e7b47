import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The count of each catalogue gap (shared/data-quality.ts), once a day, for the dashboard's trend
 * (docs/decisions/067-data-quality-gaps-and-coverage.md): written by the daily job and by the first
 * read of the dashboard that day, whichever comes first; the key makes a second write of a day nothing.
 */
export const data_quality_snapshots = pgTable(
  'data_quality_snapshots',
  {
    /** The day in Istanbul the counts were taken. */
    day: date('day').notNull(),
    gap_key: text('gap_key').notNull(),
    count: integer('count').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.gap_key] }), check('data_quality_snapshots_count_non_negative', sql`${t.count} >= 0`)],
);
