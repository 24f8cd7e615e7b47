import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { API_KEY_USAGE_DAYS } from '../../../shared/constants';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import { API_KEY_MESSAGES as M, type AdminApiKey } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { api_key_usage, api_keys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { audited, type Admin } from '../admin/audited';
import { matchesSearch } from '../catalog/search';

// Every member's API keys in the back office (docs/product-rules.md#api-keys): see and revoke.

const USAGE_FROM = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date - ${API_KEY_USAGE_DAYS - 1}::int`;

/** Keys newest first, searched by the member's e-mail, the key's name or its visible prefix. */
export async function listAllApiKeys(db: Db, query: { search: string; page: number }): Promise<AdminPage<AdminApiKey>> {
  const where = query.search ? matchesSearch(sql`gv_fold(${users.email} || ' ' || ${api_keys.name} || ' ' || ${api_keys.prefix})`, query.search) : undefined;
  const recent = db
    .select({ id: api_key_usage.api_key_id, n: sql<number>`sum(${api_key_usage.requests})::int`.as('recent_n') })
    .from(api_key_usage)
    .where(gte(api_key_usage.day, USAGE_FROM))
    .groupBy(api_key_usage.api_key_id)
    .as('recent');
  const total = db
    .select({ id: api_key_usage.api_key_id, n: sql<number>`sum(${api_key_usage.requests})::int`.as('total_n') })
    .from(api_key_usage)
    .groupBy(api_key_usage.api_key_id)
    .as('total');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: api_keys.id,
        member_email: users.email,
        name: api_keys.name,
        prefix: api_keys.prefix,
        created_at: api_keys.created_at,
        last_used_at: api_keys.last_used_at,
        revoked_at: api_keys.revoked_at,
        recent_requests: sql<number>`coalesce(${recent.n}, 0)::int`,
        total_requests: sql<number>`coalesce(${total.n}, 0)::int`,
      })
      .from(api_keys)
      .innerJoin(users, eq(users.id, api_keys.user_id))
      .leftJoin(recent, eq(recent.id, api_keys.id))
      .leftJoin(total, eq(total.id, api_keys.id))
      .where(where)
      .orderBy(desc(api_keys.created_at), asc(api_keys.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(api_keys).innerJoin(users, eq(users.id, api_keys.user_id)).where(where),
  ]);
  const items = rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at?.toISOString() ?? null,
    revoked_at: r.revoked_at?.toISOString() ?? null,
  }));
  return { items, total: counted?.n ?? 0, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

const view = (row: typeof api_keys.$inferSelect) => ({ name: row.name, prefix: row.prefix, user_id: row.user_id, revoked_at: row.revoked_at });

/** Any member's key, revoked by an admin with its audit row in the same transaction. */
export function adminRevokeApiKey(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'api_keys', 'revoke', async (tx) => {
    const [before] = await tx.select().from(api_keys).where(eq(api_keys.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    if (before.revoked_at) throw new AppError(409, 'API_KEY_REVOKED', M.alreadyRevoked);
    const [after] = await tx
      .update(api_keys)
      .set({ revoked_at: new Date(), revoked_by: admin.id })
      .where(and(eq(api_keys.id, id)))
      .returning();
    return { entityId: id, before: view(before), after: view(after!), result: { message: M.revoked } };
  });
}
