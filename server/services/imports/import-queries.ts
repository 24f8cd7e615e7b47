import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import {
  IMPORT_MESSAGES,
  IMPORT_ROWS_PAGE_SIZE,
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
import { AppError } from '../../lib/errors';
import { importProgress } from './import-progress';

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
  error_count: imports.error_count,
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
    counts: { create: row.create_count, update: row.update_count, unchanged: row.unchanged_count, error: row.error_count },
    progress: running ? { done: running.done, total: running.total } : { done: row.progress_done, total: row.progress_total },
    error: row.error,
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
