import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import { SOURCE_MESSAGES as M, SOURCE_USE_LABELS, type SourceForm, type SourceOptions, type SourceRow, type SourceUse } from '../../../shared/schemas/admin/sources';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema/imports';
import { company_sources, project_sources, station_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities } from '../../db/schema/stations';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/errors';
import { matchesSearch } from '../catalog/search';
import { audited, sqlStateOf, type Admin } from './audited';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';

// Sources in the back office (decision 038): list, read, add, edit (the key stays), and
// delete only while nothing names the source.

/** Every source for the back office's selects (importer, history fields): official ones first, then by name. */
export async function listSourceOptions(db: Db): Promise<SourceOptions> {
  const items = await db
    .select({ id: sources.id, key: sources.key, name: sources.name, licence: sources.licence, is_generated: sources.is_generated })
    .from(sources)
    .orderBy(asc(sources.is_generated), sql`${sources.name} COLLATE tr_icu`, asc(sources.id));
  return { items };
}

/** Every column that names a source, by the use the in-use refusal calls it. */
const USES: [SourceUse, PgColumn][] = [
  ['projects', project_sources.source_id],
  ['companies', company_sources.source_id],
  ['stations', station_sources.source_id],
  ['station_capacities', transformer_station_capacities.source_id],
  ['installed_power', installed_power_stats.source_id],
  ['production', production_stats.source_id],
  ['imports', imports.source_id],
];

const usesOf = (id: SQL | string) => USES.map(([use, column]) => [use, sql<number>`(SELECT count(*)::int FROM ${column.table} WHERE ${column} = ${id})`] as const);

/** The source's uses, summed (each use column is indexed or its table small). */
const useCount = sql<number>`(${sql.join(
  usesOf(sql`${sources.id}`).map(([, count]) => count),
  sql` + `,
)})`;

function sourceColumns(form: SourceForm) {
  return {
    key: form.key,
    name: form.name,
    publisher: form.publisher ?? null,
    url: form.url ?? null,
    licence: form.licence,
    licence_url: form.licence_url ?? null,
    attribution: form.attribution ?? null,
    retrieved_on: form.retrieved_on ?? null,
    data_date: form.data_date ?? null,
    is_generated: form.is_generated,
    notes: form.notes ?? null,
  } satisfies Partial<typeof sources.$inferInsert>;
}

export async function listSources(db: Db, query: { search: string; page: number }): Promise<AdminPage<SourceRow>> {
  const where = query.search ? matchesSearch(sql`gv_fold(${sources.name} || ' ' || ${sources.key} || ' ' || coalesce(${sources.publisher}, ''))`, query.search) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sources.id,
        key: sources.key,
        name: sources.name,
        publisher: sources.publisher,
        licence: sources.licence,
        retrieved_on: sources.retrieved_on,
        is_generated: sources.is_generated,
        use_count: useCount,
      })
      .from(sources)
      .where(where)
      .orderBy(sql`${sources.name} COLLATE tr_icu`, asc(sources.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(sources).where(where),
  ]);
  return { items: rows, total: counted?.n ?? 0, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export async function getSource(db: Db, id: string) {
  const [row] = await db.select(getTableColumns(sources)).from(sources).where(eq(sources.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  return { id: row.id, values: { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }, labels: {} };
}

async function mapDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'DUPLICATE', M.duplicate, { path: 'key' });
    throw error;
  }
}

export function createSource(db: Db, admin: Admin, form: SourceForm) {
  return mapDuplicate(() =>
    audited(db, admin, 'sources', 'create', async (tx) => {
      const [row] = await tx.insert(sources).values(sourceColumns(form)).returning();
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

/** Writes what was sent and changed; the key is how seeds and imports find the source, so it stays. */
export function updateSource(db: Db, admin: Admin, id: string, form: SourceForm, sent?: SentFields) {
  return audited(db, admin, 'sources', 'update', async (tx) => {
    const [before] = await tx.select().from(sources).where(eq(sources.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const changed = changedColumns(before, sourceColumns(form), sent);
    if ('key' in changed) throw new AppError(400, 'VALIDATION_ERROR', M.keyFixed, { path: 'key' });
    if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
    const [after] = await tx.update(sources).set(changed).where(eq(sources.id, id)).returning();
    return { entityId: id, before, after, result: { id } };
  });
}

/**
 * Refused while anything names the source, saying how many and where. The row lock makes a link
 * written meanwhile wait (its foreign key check locks the source row too); a use in a table this
 * count does not know is still refused by its foreign key, in general words.
 */
export function deleteSource(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'sources', 'delete', async (tx) => {
    const [before] = await tx.select().from(sources).where(eq(sources.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const uses = usesOf(id);
    const [counts] = await queryRows<Record<SourceUse, number>>(tx, sql`SELECT ${sql.join(
      uses.map(([use, count]) => sql`${count} AS ${sql.identifier(use)}`),
      sql`, `,
    )}`);
    const used = uses.map(([use]) => [use, counts?.[use] ?? 0] as const).filter(([, n]) => n > 0);
    const total = used.reduce((sum, [, n]) => sum + n, 0);
    if (total > 0) {
      throw new AppError(409, 'IN_USE', M.inUse(total, used.map(([use, n]) => `${n} ${SOURCE_USE_LABELS[use]}`)), { count: total });
    }
    try {
      await tx.delete(sources).where(eq(sources.id, id));
    } catch (error) {
      if (sqlStateOf(error) === '23503') throw new AppError(409, 'IN_USE', M.inUseElsewhere);
      throw error;
    }
    return { entityId: id, before, after: null, result: { id } };
  });
}
