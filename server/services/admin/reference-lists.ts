import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  IN_USE_NAMES_SHOWN,
  REFERENCE_MESSAGES as M,
  REFERENCE_PAGE_SIZE,
  type ReferenceListKey,
  type ReferenceRow,
} from '../../../shared/schemas/admin/reference';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../../db/schema/reference';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/errors';
import { matchesSearch } from '../catalog/search';
import { audited, sqlStateOf, type Admin } from './audited';
import { changedColumns, isEmpty } from './changed-columns';

// The seven reference lists of the back office (docs/product-rules.md#reference-lists): one service for all of them.

type NamedTable = typeof project_types;

/** Each list's table and the catalogue columns that use its values (the usage check before a delete). */
const LISTS: Record<ReferenceListKey, { table: NamedTable | typeof cities | typeof districts; usedBy: { table: typeof projects | typeof companies; column: SQL; name: SQL }[] }> = {
  activity_types: { table: company_activity_types, usedBy: [{ table: companies, column: sql`activity_type_id`, name: sql`company_name` }] },
  product_types: { table: company_product_types, usedBy: [{ table: companies, column: sql`product_type_id`, name: sql`company_name` }] },
  project_locations: { table: project_locations, usedBy: [{ table: projects, column: sql`location_id`, name: sql`project_name` }] },
  project_status_types: { table: project_status_types, usedBy: [{ table: projects, column: sql`status_type_id`, name: sql`project_name` }] },
  project_types: { table: project_types, usedBy: [{ table: projects, column: sql`type_id`, name: sql`project_name` }] },
  cities: {
    table: cities,
    usedBy: [
      { table: projects, column: sql`city_id`, name: sql`project_name` },
      { table: companies, column: sql`city_id`, name: sql`company_name` },
    ],
  },
  districts: { table: districts, usedBy: [{ table: projects, column: sql`district_id`, name: sql`project_name` }] },
};

const entityOf = (list: ReferenceListKey) => `reference:${list}`;

export async function listReferenceItems(db: Db, list: ReferenceListKey, query: { search: string; city_id?: string; page: number }): Promise<AdminPage<ReferenceRow>> {
  const table = LISTS[list].table as NamedTable;
  const search = query.search ? matchesSearch(sql`gv_fold(${table.name})`, query.search) : undefined;
  const offset = (query.page - 1) * REFERENCE_PAGE_SIZE;
  if (list === 'districts') {
    const where = and(search, query.city_id ? eq(districts.city_id, query.city_id) : undefined);
    const [rows, [count]] = await Promise.all([
      db
        .select({ id: districts.id, name: districts.name, city_id: districts.city_id, city: cities.name })
        .from(districts)
        .innerJoin(cities, eq(cities.id, districts.city_id))
        .where(where)
        .orderBy(sql`${cities.name} COLLATE tr_icu`, sql`${districts.name} COLLATE tr_icu`, asc(districts.id))
        .limit(REFERENCE_PAGE_SIZE)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(districts).where(where),
    ]);
    return { items: rows, total: count!.n, capped: false, page: query.page, page_size: REFERENCE_PAGE_SIZE };
  }
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(search)
      .orderBy(sql`${table.name} COLLATE tr_icu`, asc(table.id))
      .limit(REFERENCE_PAGE_SIZE)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(table).where(search),
  ]);
  return { items: rows.map((r) => ({ ...r, city_id: null, city: null })), total: count!.n, capped: false, page: query.page, page_size: REFERENCE_PAGE_SIZE };
}

/** 409 with the spec's text when the name is already in the list (for a district: in its city), the record itself excepted. */
async function refuseDuplicate(db: Db, list: ReferenceListKey, name: string, cityId: string | undefined, exceptId?: string) {
  const table = LISTS[list].table as NamedTable;
  const same = list === 'districts' ? and(eq(districts.name, name), eq(districts.city_id, cityId!)) : eq(table.name, name);
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(same, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  if (clash) duplicate(list);
}

function duplicate(list: ReferenceListKey): never {
  throw new AppError(409, 'DUPLICATE', list === 'districts' ? M.duplicateDistrict : M.duplicate, { path: 'name' });
}

/** A unique violation that raced past the check reads like the check. */
async function mapDuplicate<T>(list: ReferenceListKey, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23505') duplicate(list);
    throw error;
  }
}

function requireCity(list: ReferenceListKey, cityId: string | undefined): asserts cityId is string {
  if (list === 'districts' && !cityId) throw new AppError(400, 'VALIDATION_ERROR', M.city, { path: 'city_id' });
}

export async function createReferenceItem(db: Db, admin: Admin, list: ReferenceListKey, form: { name: string; city_id?: string }) {
  if (list === 'districts') requireCity(list, form.city_id);
  await refuseDuplicate(db, list, form.name, form.city_id);
  const table = LISTS[list].table as NamedTable;
  const values = list === 'districts' ? { name: form.name, city_id: form.city_id } : { name: form.name };
  return mapDuplicate(list, () =>
    audited(db, admin, entityOf(list), 'create', async (tx) => {
      const [row] = await tx.insert(table).values(values as typeof table.$inferInsert).returning();
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

export async function renameReferenceItem(db: Db, admin: Admin, list: ReferenceListKey, id: string, form: { name: string; city_id?: string }) {
  const table = LISTS[list].table as NamedTable;
  return mapDuplicate(list, () =>
    audited(db, admin, entityOf(list), 'update', async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
      const cityId = list === 'districts' ? (form.city_id ?? (before as unknown as { city_id: string }).city_id) : undefined;
      await refuseDuplicate(tx, list, form.name, cityId, id);
      const values = list === 'districts' ? { name: form.name, city_id: cityId } : { name: form.name };
      // The same name (and city): nothing to write, no audit row.
      if (isEmpty(changedColumns(before, values))) return { entityId: id, result: { id }, unchanged: true };
      const [after] = await tx.update(table).set(values as Partial<typeof table.$inferInsert>).where(eq(table.id, id)).returning();
      return { entityId: id, before, after, result: { id } };
    }),
  );
}

/** Refused while projects or companies use the value (docs/product-rules.md#reference-lists): the message counts them and names some. */
export async function deleteReferenceItem(db: Db, admin: Admin, list: ReferenceListKey, id: string) {
  const { table, usedBy } = LISTS[list];
  const named = table as NamedTable;
  return audited(db, admin, entityOf(list), 'delete', async (tx) => {
    const [before] = await tx.select().from(named).where(eq(named.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const users = sql.join(
      usedBy.map((u) => sql`SELECT ${u.name} AS name FROM ${u.table} WHERE ${u.column} = ${id}`),
      sql` UNION ALL `,
    );
    const [usage] = await queryRows<{ n: number; names: string[] | null }>(
      tx,
      sql`SELECT count(*)::int AS n, (array_agg(name ORDER BY name COLLATE tr_icu))[1:${IN_USE_NAMES_SHOWN}] AS names FROM (${users}) AS used`,
    );
    if (usage && usage.n > 0) throw new AppError(409, 'IN_USE', M.inUse(usage.n, usage.names ?? []), { count: usage.n });
    await tx.delete(named).where(eq(named.id, id));
    return { entityId: id, before, after: null, result: { id } };
  });
}
