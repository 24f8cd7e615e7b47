import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DUPLICATE_KINDS, type DuplicateReasons } from '../../../shared/schemas/quality';
import { users } from './users';

const kinds = sql.raw(DUPLICATE_KINDS.map((k) => `'${k}'`).join(', '));

// Duplicate candidates of the catalogue (docs/decisions/065-duplicate-candidates.md). A pair names
// two records of one kind (project, company, station) by id, the smaller first, so a pair is one row
// whichever record was scanned. No foreign keys: the three kinds live in three tables; a deleted
// record's pairs go at its rescan (the delete trigger queues it).

export const duplicate_candidates = pgTable(
  'duplicate_candidates',
  {
    kind: text('kind').notNull(),
    record_a: uuid('record_a').notNull(),
    record_b: uuid('record_b').notNull(),
    /** 0–100: how likely the two are one thing. */
    score: smallint('score').notNull(),
    /** Why: distance in metres, name similarity 0–1, capacity difference 0–1, same province. */
    reasons: jsonb('reasons').$type<DuplicateReasons>().notNull(),
    found_at: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.record_a, t.record_b] }),
    check('duplicate_candidates_kind', sql`${t.kind} IN (${kinds})`),
    check('duplicate_candidates_ordered', sql`${t.record_a} < ${t.record_b}`),
    check('duplicate_candidates_score', sql`${t.score} BETWEEN 0 AND 100`),
    index('duplicate_candidates_list_idx').on(t.kind, t.score.desc(), t.record_a, t.record_b),
    index('duplicate_candidates_b_idx').on(t.kind, t.record_b),
  ],
);

/** A pair an admin marked "Farklı kayıtlar": never proposed again. */
export const distinct_pairs = pgTable(
  'distinct_pairs',
  {
    kind: text('kind').notNull(),
    record_a: uuid('record_a').notNull(),
    record_b: uuid('record_b').notNull(),
    marked_by: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    marked_at: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.record_a, t.record_b] }),
    check('distinct_pairs_kind', sql`${t.kind} IN (${kinds})`),
    check('distinct_pairs_ordered', sql`${t.record_a} < ${t.record_b}`),
  ],
);

/**
 * Records whose candidates are owed a rescan: written by triggers on the three tables in the
 * changing transaction (any writer: a service, an import, a script), taken by the rescan job.
 */
export const duplicate_rescan_queue = pgTable(
  'duplicate_rescan_queue',
  {
    kind: text('kind').notNull(),
    record_id: uuid('record_id').notNull(),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.record_id] }), check('duplicate_rescan_queue_kind', sql`${t.kind} IN (${kinds})`)],
);
