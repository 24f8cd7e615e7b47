import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_ROW_ACTIONS, type ImportDiffEntry, type ImportError, type ImportMapping } from '../../../shared/schemas/imports';
import { createdAt, id, oneOf } from './columns';
import { sources } from './sources';
import { users } from './users';

// The spreadsheet importer (docs/decisions/039-imports-preview-commit-revert.md): an
// import is previewed into `import_rows`, committed from exactly those rows in one transaction, and
// reverted from the before-images its commit stored there.


/** Stored states; "committing" is only ever reported while a commit's transaction runs. */
export const IMPORT_STORED_STATUSES = ['previewing', 'previewed', 'committed', 'reverted', 'failed'] as const;

export const imports = pgTable(
  'imports',
  {
    /** May be chosen by the client (a v4 UUID), so it can poll the preview's progress. */
    id: id(),
    kind: text('kind').notNull(),
    source_id: uuid('source_id').references(() => sources.id, { onDelete: 'restrict' }),
    file_name: text('file_name').notNull(),
    file_size: integer('file_size').notNull(),
    status: text('status').notNull().default('previewing'),
    /** The import's date: the links' verified_on when a row gives none. */
    import_date: date('import_date').notNull(),
    create_count: integer('create_count').notNull().default(0),
    update_count: integer('update_count').notNull().default(0),
    unchanged_count: integer('unchanged_count').notNull().default(0),
    duplicate_count: integer('duplicate_count').notNull().default(0),
    error_count: integer('error_count').notNull().default(0),
    progress_done: integer('progress_done').notNull().default(0),
    progress_total: integer('progress_total').notNull().default(0),
    /**
     * Where a preview job is while status is "previewing": queued (stored, not yet read), reading
     * (the file checked and its header found), checking (rows read and matched). Null otherwise.
     */
    preview_stage: text('preview_stage'),
    /** Written at each step of a running preview; a preview silent for long ended with its process (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md). */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /** The file's header row and the mapping used (canonical field → header). */
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    /** Required fields no column held. */
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    /** Headers of the columns holding data that no field reads: the commit waits for a decision on each (docs/decisions/053-importer-never-drops-a-column.md). */
    unmapped: jsonb('unmapped').$type<string[]>().notNull().default([]),
    /** Of those, the ones the commit was told not to import. */
    ignored_columns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    /** Why it failed (Turkish, shown to the admin). */
    error: text('error'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** E-mails at the time, kept when the account is gone (as the audit trail does). */
    created_by_email: text('created_by_email'),
    created_at: createdAt(),
    committed_at: timestamp('committed_at', { withTimezone: true }),
    committed_by: uuid('committed_by').references(() => users.id, { onDelete: 'set null' }),
    committed_by_email: text('committed_by_email'),
    reverted_at: timestamp('reverted_at', { withTimezone: true }),
    reverted_by: uuid('reverted_by').references(() => users.id, { onDelete: 'set null' }),
    reverted_by_email: text('reverted_by_email'),
  },
  (t) => [
    check('imports_kind', sql`${t.kind} IN (${oneOf(IMPORT_KINDS)})`),
    check('imports_status', sql`${t.status} IN (${oneOf(IMPORT_STORED_STATUSES)})`),
    check('imports_file_name_not_blank', sql`btrim(${t.file_name}) <> ''`),
    check('imports_committed_when_committed', sql`(${t.status} IN ('committed', 'reverted')) = (${t.committed_at} IS NOT NULL)`),
    check('imports_reverted_when_reverted', sql`(${t.status} = 'reverted') = (${t.reverted_at} IS NOT NULL)`),
    check('imports_preview_stage', sql`${t.preview_stage} IN ('queued', 'reading', 'checking')`),
    index('imports_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('imports_source_idx').on(t.source_id),
  ],
);

/** A link to a source the commit writes for the row (projects, companies, stations). */
export interface ImportLinkWrite {
  external_key: string | null;
  verified_on: string;
  /** The record's own pages and data date within the source (decision 054); absent in rows written before them. */
  citation?: string | null;
  data_date?: string | null;
}

export const import_rows = pgTable(
  'import_rows',
  {
    import_id: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's number in the file as a spreadsheet shows it. */
    row: integer('row').notNull(),
    action: text('action').notNull(),
    label: text('label').notNull(),
    /** The matched record (update, unchanged); a create's new record once committed. */
    record_id: uuid('record_id'),
    matched_by: text('matched_by'),
    /** The matched record's updated_at as the preview read it (to_jsonb text, microseconds kept): the commit refuses a record changed since. */
    record_version: text('record_version'),
    /** The columns the commit writes: a create's whole row, an update's changed columns only. */
    values: jsonb('values').$type<Record<string, unknown>>(),
    /** The source link the commit adds or changes; null when it has nothing to write there. */
    link: jsonb('link').$type<ImportLinkWrite>(),
    diff: jsonb('diff').$type<ImportDiffEntry[]>().notNull().default([]),
    errors: jsonb('errors').$type<ImportError[]>().notNull().default([]),
    /** A duplicate row: the earlier row of the file it repeats cell for cell. */
    duplicate_of: integer('duplicate_of'),
    /** A new row that looks like a stored record ("Olası kopya: …", docs/decisions/065-duplicate-candidates.md): told, not refused. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** Written by the commit: the updated columns as they were (to_jsonb), updated_at included. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** Written by the commit: the source link as it was, or null when the commit added it. */
    link_before: jsonb('link_before').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.import_id, t.row] }),
    check('import_rows_action', sql`${t.action} IN (${oneOf(IMPORT_ROW_ACTIONS)})`),
    check('import_rows_matched_by', sql`${t.matched_by} IN ('key', 'name')`),
    index('import_rows_action_idx').on(t.import_id, t.action, t.row),
    index('import_rows_record_idx').on(t.record_id).where(sql`record_id IS NOT NULL`),
  ],
);

/** The column mapping last used for a source and kind (source null: files without a source). */
export const import_mappings = pgTable(
  'import_mappings',
  {
    id: id(),
    source_id: uuid('source_id').references(() => sources.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('import_mappings_source_kind_key').on(t.source_id, t.kind).nullsNotDistinct(), check('import_mappings_kind', sql`${t.kind} IN (${oneOf(IMPORT_KINDS)})`)],
);
