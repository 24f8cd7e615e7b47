import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { WATCH_LIMITS, type WatchTarget } from '../../../shared/constants';
import { type WatchCreate } from '../../../shared/schemas/watches';
import { WATCH_MESSAGES as M } from '../../../shared/watch-messages';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { cities, project_status_types, project_types } from '../../db/schema/reference';
import { transformer_station_definitions } from '../../db/schema/stations';
import { type users } from '../../db/schema/users';
import { watches, type WatchFilter } from '../../db/schema/watches';
import { AppError } from '../../lib/errors';
import { checkListAccess } from '../../policies/catalog-policy';
import { isPremium, tierOf } from '../../policies/tier';
import { lockMember } from '../users/lock-member';

// A member's watchlist (docs/product-rules.md#watchlists).

type User = typeof users.$inferSelect;
export type WatchRow = typeof watches.$inferSelect;

const FILTER_KEYS = ['city_id', 'status_type_id', 'type_id'] as const;

/** The filter's stable key: the same province/status/type followed twice is one watch. */
export function filterKeyOf(filter: WatchFilter): string {
  return FILTER_KEYS.filter((k) => filter[k])
    .map((k) => `${k}=${filter[k]}`)
    .join('&');
}

export const watchLimitOf = (user: User) => (isPremium(user) ? WATCH_LIMITS.premium : WATCH_LIMITS.member);

async function targetExists(db: Db, target: Exclude<WatchTarget, 'filter'>, id: string): Promise<boolean> {
  const table = target === 'project' ? projects : target === 'company' ? companies : transformer_station_definitions;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

async function filterExists(db: Db, filter: WatchFilter): Promise<boolean> {
  const checks: [typeof cities | typeof project_status_types | typeof project_types, string | undefined][] = [
    [cities, filter.city_id],
    [project_status_types, filter.status_type_id],
    [project_types, filter.type_id],
  ];
  for (const [table, id] of checks) {
    if (!id) continue;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) return false;
  }
  return true;
}

/**
 * Follows a record or a saved filter. The member's count and the insert run under their lock, so
 * parallel requests cannot pass the cap (free WATCH_LIMITS.member, premium WATCH_LIMITS.premium).
 */
export async function createWatch(db: Db, user: User, body: WatchCreate): Promise<WatchRow> {
  const filter: WatchFilter | null = body.target === 'filter' ? Object.fromEntries(FILTER_KEYS.filter((k) => body.filter?.[k]).map((k) => [k, body.filter![k]!])) : null;
  if (filter) requireFilterAccess(user, filter);
  const exists = filter ? await filterExists(db, filter) : await targetExists(db, body.target as Exclude<WatchTarget, 'filter'>, body.target_id!);
  if (!exists) throw new AppError(404, 'NOT_FOUND', M.targetNotFound);
  const limit = watchLimitOf(user);
  return db.transaction(async (tx) => {
    await lockMember(tx, 'watches', user.id);
    const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(watches).where(eq(watches.user_id, user.id));
    const [existing] = await tx
      .select({ id: watches.id })
      .from(watches)
      .where(
        and(
          eq(watches.user_id, user.id),
          filter ? eq(watches.filter_key, filterKeyOf(filter)) : and(eq(watches.target, body.target), eq(watches.target_id, body.target_id!)),
        ),
      );
    if (existing) throw new AppError(409, 'ALREADY_FOLLOWING', M.alreadyFollowing);
    if ((held?.n ?? 0) >= limit) throw new AppError(409, 'WATCH_LIMIT', M.tooMany(limit, isPremium(user)), { limit });
    const [row] = await tx
      .insert(watches)
      .values({ user_id: user.id, target: body.target, target_id: filter ? null : body.target_id!, filter, filter_key: filter ? filterKeyOf(filter) : null })
      .returning();
    return row!;
  });
}

/**
 * A saved filter's alerts list the projects the filter would list: following one needs what choosing
 * the filter on the project list needs (the list's own rule, policies/catalog-policy.ts: premium).
 * The fan-out checks it again for each alert, so a lapsed premium stops them (decision 048).
 */
function requireFilterAccess(user: User, filter: WatchFilter) {
  const tier = tierOf(user);
  try {
    checkListAccess(tier, { list: 'projects', filters: { ...filter }, customSort: false, sortKey: '', page: 1 });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 403) throw new AppError(403, 'PREMIUM_REQUIRED', M.filterPremium, { feature: 'filter', tier });
    throw err;
  }
}

export async function deleteOwnWatch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(watches).where(and(eq(watches.id, id), eq(watches.user_id, userId))).returning({ id: watches.id });
  if (deleted.length === 0) throw new AppError(404, 'NOT_FOUND', M.notFound);
}

/** Names of records and reference rows by id, for labels. */
async function namesOf(db: Db, rows: WatchRow[]) {
  const ids = (target: WatchTarget) => rows.filter((r) => r.target === target && r.target_id).map((r) => r.target_id!);
  const refIds = (key: keyof WatchFilter) => rows.map((r) => r.filter?.[key]).filter((v): v is string => Boolean(v));
  const names = new Map<string, string>();
  const load = async (table: string, nameColumn: string, list: string[]) => {
    if (list.length === 0) return;
    const found = await queryRows<{ id: string; name: string }>(
      db,
      sql`SELECT id::text AS id, ${sql.identifier(nameColumn)} AS name FROM ${sql.identifier(table)} WHERE id IN (${sql.join(
        [...new Set(list)].map((v) => sql`${v}::uuid`),
        sql`, `,
      )})`,
    );
    for (const row of found) names.set(row.id, row.name);
  };
  // One after another: the notifications' fan-out calls this inside its transaction, whose one
  // connection runs one statement at a time (node-postgres deprecates queueing a second).
  for (const [table, column, list] of [
    ['projects', 'project_name', ids('project')],
    ['companies', 'company_name', ids('company')],
    ['transformer_station_definitions', 'station_name', ids('station')],
    ['cities', 'name', refIds('city_id')],
    ['project_status_types', 'name', refIds('status_type_id')],
    ['project_types', 'name', refIds('type_id')],
  ] as const) await load(table, column, list);
  return names;
}

/** A saved filter in words: "Konya · İşletmede · Arazi GES". */
export const filterLabel = (filter: WatchFilter, names: Map<string, string>) =>
  FILTER_KEYS.map((k) => filter[k])
    .filter((v): v is string => Boolean(v))
    .map((id) => names.get(id) ?? '—')
    .join(' · ');

export async function labelWatches(db: Db, rows: WatchRow[]) {
  const names = await namesOf(db, rows);
  return rows.map((row) => ({ row, label: row.filter ? filterLabel(row.filter, names) : (names.get(row.target_id!) ?? 'Silinmiş kayıt') }));
}

export async function listOwnWatches(db: Db, userId: string) {
  const rows = await db.select().from(watches).where(eq(watches.user_id, userId)).orderBy(desc(watches.created_at), desc(watches.id));
  return labelWatches(db, rows);
}
