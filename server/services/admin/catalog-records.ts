import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_CATALOG_MESSAGES as M } from '../../../shared/schemas/admin/catalog';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import { cappedCount, matchesSearch } from '../catalog/search';
import { audited, type Admin } from './audited';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';

// What the back office does the same way to a project and a company (docs/product-rules.md#admin-catalogue):
// a page newest first, the stored record as its form starts, and audited writes. What differs (the
// columns, the references, a project's history events) stays in catalog-projects.ts and catalog-companies.ts.

type CatalogTable = typeof projects | typeof companies;
type Row<T extends CatalogTable> = T['$inferSelect'];

export interface Catalog<T extends CatalogTable> {
  table: T;
  /** The audit log's entity. */
  entity: 'projects' | 'companies';
  notFound: string;
}

export const PROJECT_CATALOG: Catalog<typeof projects> = { table: projects, entity: 'projects', notFound: M.projectNotFound };
export const COMPANY_CATALOG: Catalog<typeof companies> = { table: companies, entity: 'companies', notFound: M.companyNotFound };

type Listed<R> = Omit<R, 'created_at'> & { created_at: string };

/** What the page needs of a select built with `$dynamic()`. */
interface DynamicSelect<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): DynamicSelect<R>;
  orderBy(...columns: SQL[]): DynamicSelect<R>;
  limit(limit: number): DynamicSelect<R>;
  offset(offset: number): DynamicSelect<R>;
}

/**
 * A page of `rows` (a dynamic select of `table`, with its columns and joins) newest first, matched by
 * the search key, and its total capped as the public lists' are.
 */
export async function newestFirstPage<R extends { created_at: Date }>(
  db: Db,
  table: CatalogTable,
  query: { search: string; page: number },
  rows: DynamicSelect<R>,
): Promise<AdminPage<Listed<R>>> {
  const where = query.search ? matchesSearch(table.search_key, query.search) : undefined;
  const [found, count] = await Promise.all([
    rows
      .where(where)
      .orderBy(desc(table.created_at), desc(table.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${table} WHERE ${where}` : sql`FROM ${table}`, where ? undefined : table),
  ]);
  return {
    items: found.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: count.total,
    capped: count.capped,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** The stored values as the edit form starts: timestamps as ISO text. */
export function formValues<R extends { created_at: Date; updated_at: Date }>(row: R) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** An audited create; `then` writes what the new row implies in the same transaction. */
export function createCatalogRecord<T extends CatalogTable>(
  db: Db,
  admin: Admin,
  { table, entity }: Catalog<T>,
  values: T['$inferInsert'],
  then?: (tx: Db, row: Row<T>) => Promise<void>,
) {
  return audited(db, admin, entity, 'create', async (tx) => {
    const [row] = (await tx.insert(table as CatalogTable).values(values).returning()) as Row<T>[];
    await then?.(tx, row!);
    return { entityId: row!.id, after: row, result: { id: row!.id } };
  });
}

/**
 * An audited edit that writes only what changed (docs/decisions/031-edits-write-only-what-changed.md):
 * nothing changed, nothing written (no row, no audit entry). `then` writes what the change implies
 * in the same transaction.
 */
export function updateCatalogRecord<T extends CatalogTable, C extends Record<string, unknown>>(
  db: Db,
  admin: Admin,
  { table, entity, notFound }: Catalog<T>,
  id: string,
  columns: C,
  sent: SentFields | undefined,
  then?: (tx: Db, before: Row<T>, changed: Partial<C>) => Promise<void>,
) {
  const t = table as CatalogTable;
  return audited(db, admin, entity, 'update', async (tx) => {
    const [before] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as Row<T>[];
    if (!before) throw new AppError(404, 'NOT_FOUND', notFound);
    const changed = changedColumns(before, columns, sent);
    if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
    const [after] = await tx
      .update(t)
      .set({ ...changed, updated_at: new Date() })
      .where(eq(t.id, id))
      .returning();
    await then?.(tx, before, changed);
    return { entityId: id, before, after, result: { id } };
  });
}

/** An audited delete; what the database does to the rows naming the record is the table's foreign keys'. */
export function deleteCatalogRecord<T extends CatalogTable>(db: Db, admin: Admin, { table, entity, notFound }: Catalog<T>, id: string) {
  const t = table as CatalogTable;
  return audited(db, admin, entity, 'delete', async (tx) => {
    const [before] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', notFound);
    return { entityId: id, before, after: null, result: { id } };
  });
}
