import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MERGE_KINDS } from '../../../shared/schemas/merges';
import { DUPLICATE_KINDS, type DuplicateReasons } from '../../../shared/schemas/quality';
import { createdAt, id, oneOf } from './columns';
import { users } from './users';

/** A moved reference: the table, and the keys of its rows that pointed at the merged-away record. */
export type MergeMoves = Record<string, string[]>;
/** Rows a merge removed because the survivor already had their twin (a link to the same source, a second watch), whole. */
export type MergeRemovals = Record<string, Record<string, unknown>[]>;

/**
 * One merge of two duplicate records (docs/decisions/066-merging-duplicate-records.md): the survivor
 * kept, the merged-away record deleted and kept here whole (`merged_row`, as `to_jsonb` wrote it),
 * every reference row moved to the survivor named by its key (`moved`), the twins removed kept whole
 * (`removed`), the survivor's columns the merge overwrote (`survivor_before`, its `updated_at`
 * included) and the history events it wrote. Undo puts all of it back, row for row. An active row
 * (not undone) is what makes the merged-away id still answer: its detail leads to the survivor.
 */
export const record_merges = pgTable(
  'record_merges',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** No foreign keys on the two records: the merged-away one is gone, and this row outlives both. */
    survivor_id: uuid('survivor_id').notNull(),
    merged_id: uuid('merged_id').notNull(),
    survivor_name: text('survivor_name').notNull(),
    merged_name: text('merged_name').notNull(),
    /** Field → "survivor" or "merged": whose value the survivor kept (only the fields that differed). */
    choices: jsonb('choices').$type<Record<string, 'survivor' | 'merged'>>().notNull(),
    merged_row: jsonb('merged_row').$type<Record<string, unknown>>().notNull(),
    survivor_before: jsonb('survivor_before').$type<Record<string, unknown>>().notNull(),
    /** The survivor's updated_at as the merge left it: an edit since then makes undo refuse. */
    survivor_updated_at: timestamp('survivor_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    moved: jsonb('moved').$type<MergeMoves>().notNull(),
    removed: jsonb('removed').$type<MergeRemovals>().notNull(),
    event_ids: jsonb('event_ids').$type<string[]>().notNull(),
    merged_by: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    merged_by_email: text('merged_by_email'),
    merged_at: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    undone_by: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undone_by_email: text('undone_by_email'),
  },
  (t) => [
    check('record_merges_kind', sql`${t.kind} IN (${oneOf(MERGE_KINDS)})`),
    check('record_merges_two_records', sql`${t.survivor_id} <> ${t.merged_id}`),
    // A record is merged away once at a time: of two merges of the same record racing, one commits.
    uniqueIndex('record_merges_active_merged_key').on(t.kind, t.merged_id).where(sql`undone_at IS NULL`),
    index('record_merges_survivor_idx').on(t.kind, t.survivor_id),
    index('record_merges_merged_at_idx').on(t.merged_at, t.id),
  ],
);
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

const kinds = oneOf(DUPLICATE_KINDS);

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
