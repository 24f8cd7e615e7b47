import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import {
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ERRORS,
  IMPORT_ROWS_PAGE_SIZE,
  type ImportError,
  type ImportPreview,
  type ImportPreviewState,
  type ImportPreviewStatus,
  type ImportKind,
  type ImportListQuery,
  type ImportPage,
  type ImportRowsPage,
  type ImportRowsQuery,
  type ImportStatus,
  type ImportSummary,
} from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import { import_rows, imports } from '../../db/schema/imports';
import { sources } from '../../db/schema/sources';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/errors';
import { previewColumns } from './header-mapping';
import { importProgress } from './import-progress';
import { expireStalePreviews } from './preview-import';

// The import history and the progress poll (GET /api/admin/imports, /{id}, /{id}/rows).

const summaryColumns = {
  id: imports.id,
  kind: imports.kind,
  status: imports.status,
  file_name: imports.file_name,
  file_size: imports.file_size,
  source_id: imports.source_id,
  source_name: sources.name,
  create_count: imports.create_count,
  update_count: imports.update_count,
  unchanged_count: imports.unchanged_count,
  duplicate_count: imports.duplicate_count,
  error_count: imports.error_count,
  ignored_columns: imports.ignored_columns,
  progress_done: imports.progress_done,
  progress_total: imports.progress_total,
  error: imports.error,
  created_at: imports.created_at,
  created_by_email: imports.created_by_email,
  committed_at: imports.committed_at,
  committed_by_email: imports.committed_by_email,
  reverted_at: imports.reverted_at,
  reverted_by_email: imports.reverted_by_email,
};

const summaries = (db: Db) => db.select(summaryColumns).from(imports).leftJoin(sources, eq(sources.id, imports.source_id));
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

/** A stored import as the screen shows it; a commit running in this process reports itself. */
function summaryOf(row: SummaryRow): ImportSummary {
  const running = importProgress.get(row.id);
  const status = (running?.status === 'committing' ? 'committing' : row.status) as ImportStatus;
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    status,
    file_name: row.file_name,
    file_size: row.file_size,
    source: row.source_id && row.source_name ? { id: row.source_id, name: row.source_name } : null,
    counts: { create: row.create_count, update: row.update_count, unchanged: row.unchanged_count, duplicate: row.duplicate_count, error: row.error_count },
    progress: running ? { done: running.done, total: running.total } : { done: row.progress_done, total: row.progress_total },
    error: row.error,
    ignored_columns: row.ignored_columns,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_email,
    committed_at: row.committed_at?.toISOString() ?? null,
    committed_by: row.committed_by_email,
    reverted_at: row.reverted_at?.toISOString() ?? null,
    reverted_by: row.reverted_by_email,
  };
}

export async function getImportSummary(db: Db, id: string): Promise<ImportSummary> {
  const [row] = await summaries(db).where(eq(imports.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.notFound);
  return summaryOf(row);
}

/** Newest first, ten to a page like every back-office list. */
export async function listImports(db: Db, query: ImportListQuery): Promise<ImportPage> {
  const conditions = [query.kind ? eq(imports.kind, query.kind) : undefined, query.status ? eq(imports.status, query.status) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(imports.created_at), desc(imports.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return { items: rows.map(summaryOf), total: total?.n ?? 0, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** A page of the preview's rows in file order, all or of one action. */
export async function listImportRows(db: Db, id: string, query: ImportRowsQuery): Promise<ImportRowsPage> {
  const [found] = await db.select({ id: imports.id }).from(imports).where(eq(imports.id, id));
  if (!found) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.notFound);
  const where = and(eq(import_rows.import_id, id), query.action ? eq(import_rows.action, query.action) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: import_rows.row,
        action: import_rows.action,
        label: import_rows.label,
        record_id: import_rows.record_id,
        matched_by: import_rows.matched_by,
        diff: import_rows.diff,
        errors: import_rows.errors,
        duplicate_of: import_rows.duplicate_of,
        warnings: import_rows.warnings,
      })
      .from(import_rows)
      .where(where)
      .orderBy(asc(import_rows.row))
      .limit(IMPORT_ROWS_PAGE_SIZE)
      .offset((query.page - 1) * IMPORT_ROWS_PAGE_SIZE),
    db.select({ n: count() }).from(import_rows).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, action: r.action as ImportRowsPage['items'][number]['action'], matched_by: r.matched_by as 'key' | 'name' | null })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: IMPORT_ROWS_PAGE_SIZE,
  };
}

const rowColumns = {
  row: import_rows.row,
  action: import_rows.action,
  label: import_rows.label,
  record_id: import_rows.record_id,
  matched_by: import_rows.matched_by,
  diff: import_rows.diff,
  errors: import_rows.errors,
  duplicate_of: import_rows.duplicate_of,
  warnings: import_rows.warnings,
};
type StoredRow = {
  row: number;
  action: string;
  label: string;
  record_id: string | null;
  matched_by: string | null;
  diff: ImportRowsPage['items'][number]['diff'];
  errors: ImportError[];
  duplicate_of: number | null;
  warnings: string[];
};
const previewRow = (r: StoredRow): ImportRowsPage['items'][number] => ({ ...r, action: r.action as ImportRowsPage['items'][number]['action'], matched_by: r.matched_by as 'key' | 'name' | null });

/** The preview as the upload used to answer it, read back from the import's stored rows. */
async function storedPreview(db: Db, id: string): Promise<ImportPreview | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  if (!row || row.status === 'previewing' || row.status === 'failed') return null;
  const [rows, errors, [total]] = await Promise.all([
    db.select(rowColumns).from(import_rows).where(eq(import_rows.import_id, id)).orderBy(asc(import_rows.row)).limit(IMPORT_ROWS_PAGE_SIZE),
    queryRows<{ error: ImportError }>(
      db,
      sql`SELECT e AS error FROM import_rows, jsonb_array_elements(errors) WITH ORDINALITY AS x(e, n)
          WHERE import_id = ${id} AND action = 'error' ORDER BY row, n LIMIT ${IMPORT_PREVIEW_ERRORS}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT coalesce(sum(jsonb_array_length(errors)), 0)::int AS n FROM import_rows WHERE import_id = ${id} AND action = 'error'`),
  ]);
  return {
    id,
    kind: row.kind as ImportKind,
    status: 'previewed',
    file_name: row.file_name,
    source_id: row.source_id,
    counts: { create: row.create_count, update: row.update_count, unchanged: row.unchanged_count, duplicate: row.duplicate_count, error: row.error_count },
    headers: row.headers,
    mapping: row.mapping,
    missing: row.missing,
    columns: previewColumns(row.headers, row.mapping, row.unmapped),
    unmapped: row.unmapped,
    rows: (rows as StoredRow[]).map(previewRow),
    errors: errors.map((e) => e.error),
    errors_total: total?.n ?? 0,
  };
}

/**
 * The preview job's status (GET /api/admin/imports/{id}/preview), read from the import's row so
 * any instance answers; a job whose process stopped is ended as failed first (expireStalePreviews).
 */
export async function getPreviewStatus(db: Db, id: string): Promise<ImportPreviewStatus> {
  await expireStalePreviews(db);
  const [row] = await db
    .select({ status: imports.status, stage: imports.preview_stage, done: imports.progress_done, total: imports.progress_total, error: imports.error })
    .from(imports)
    .where(eq(imports.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.notFound);
  const state: ImportPreviewState = row.status === 'previewing' ? ((row.stage ?? 'queued') as ImportPreviewState) : row.status === 'failed' ? 'failed' : 'ready';
  return {
    id,
    state,
    progress: { done: row.done, total: row.total },
    error: state === 'failed' ? row.error : null,
    preview: state === 'ready' ? await storedPreview(db, id) : null,
  };
}
