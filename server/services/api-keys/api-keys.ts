import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, API_KEY_USAGE_DAYS, API_KEY_VISIBLE_LENGTH, API_KEYS_PER_MEMBER } from '../../../shared/constants';
import { API_KEY_MESSAGES as M } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { api_key_usage, api_keys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { hashToken } from '../auth/secure-token';
import { lockMember } from '../users/lock-member';

// A member's API keys (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md).

/** Usage days are Turkey's days, like every date the product shows. */
const TODAY = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date`;
const USAGE_FROM = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date - ${API_KEY_USAGE_DAYS - 1}::int`;

export type ApiKeyRow = typeof api_keys.$inferSelect;
export interface UsageDay {
  day: string;
  requests: number;
}

/** A new key: the fixed prefix and 32 random bytes (256 bits), URL-safe. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * Creates a key for the member; the only time the key itself is returned. At most
 * API_KEYS_PER_MEMBER keys that are not revoked: counted and written under the member's lock, so
 * parallel creations cannot pass the cap.
 */
export async function createApiKey(db: Db, userId: string, name: string): Promise<{ key: string; row: ApiKeyRow }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, 'api-keys', userId);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(api_keys)
      .where(and(eq(api_keys.user_id, userId), isNull(api_keys.revoked_at)));
    if ((held?.n ?? 0) >= API_KEYS_PER_MEMBER) throw new AppError(409, 'API_KEY_LIMIT', M.tooMany);
    const key = newApiKey();
    const [row] = await tx
      .insert(api_keys)
      .values({ user_id: userId, name, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), key_hash: hashToken(key) })
      .returning();
    return { key, row: row! };
  });
}

/** Each key's requests of the last API_KEY_USAGE_DAYS days, by day, oldest first. */
export async function usageOf(db: Db, keyIds: string[]): Promise<Map<string, UsageDay[]>> {
  const out = new Map<string, UsageDay[]>(keyIds.map((id) => [id, []]));
  if (keyIds.length === 0) return out;
  const rows = await db
    .select({ id: api_key_usage.api_key_id, day: api_key_usage.day, requests: api_key_usage.requests })
    .from(api_key_usage)
    .where(and(inArray(api_key_usage.api_key_id, keyIds), gte(api_key_usage.day, USAGE_FROM)))
    .orderBy(asc(api_key_usage.day));
  for (const row of rows) out.get(row.id)?.push({ day: row.day, requests: row.requests });
  return out;
}

/** Every request ever made with each key. */
async function totalsOf(db: Db, keyIds: string[]): Promise<Map<string, number>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: api_key_usage.api_key_id, n: sql<number>`sum(${api_key_usage.requests})::int` })
    .from(api_key_usage)
    .where(inArray(api_key_usage.api_key_id, keyIds))
    .groupBy(api_key_usage.api_key_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The member's keys, newest first (revoked ones too: their usage stays readable), with usage. */
export async function listOwnApiKeys(db: Db, userId: string) {
  const rows = await db.select().from(api_keys).where(eq(api_keys.user_id, userId)).orderBy(desc(api_keys.created_at), desc(api_keys.id));
  const ids = rows.map((r) => r.id);
  const [usage, totals] = await Promise.all([usageOf(db, ids), totalsOf(db, ids)]);
  return rows.map((row) => ({ row, usage: usage.get(row.id) ?? [], total: totals.get(row.id) ?? 0 }));
}

/** Revokes one of the member's own keys; another member's key is not found. */
export async function revokeOwnApiKey(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db.select().from(api_keys).where(and(eq(api_keys.id, id), eq(api_keys.user_id, userId)));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (row.revoked_at) throw new AppError(409, 'API_KEY_REVOKED', M.alreadyRevoked);
  await db.update(api_keys).set({ revoked_at: new Date(), revoked_by: userId }).where(and(eq(api_keys.id, id), isNull(api_keys.revoked_at)));
}

/**
 * Revokes every live key of the member: a new password (reset or change) ends every way in that the
 * old one opened, keys included, since a key made by whoever knew the old password would outlive it
 * (docs/decisions/047). The profile lists them as revoked.
 */
export async function revokeAllApiKeys(db: Db, userId: string): Promise<void> {
  await db.update(api_keys).set({ revoked_at: new Date(), revoked_by: userId }).where(and(eq(api_keys.user_id, userId), isNull(api_keys.revoked_at)));
}

/**
 * The key a request carries and its member, read from the database on every request (no cache, so a
 * revocation holds at once). Unknown and revoked keys are both undefined.
 */
export async function findApiKey(db: Db, key: string) {
  const [found] = await db
    .select({ key: api_keys, user: users })
    .from(api_keys)
    .innerJoin(users, eq(users.id, api_keys.user_id))
    .where(and(eq(api_keys.key_hash, hashToken(key)), isNull(api_keys.revoked_at)));
  return found;
}

/**
 * Counts one served request: today's row is created or incremented in one upsert (atomic under
 * parallel requests), and the key's last use is set in the same statement.
 */
export async function recordApiKeyUse(db: Db, keyId: string): Promise<void> {
  await db.execute(sql`
    WITH touched AS (UPDATE ${api_keys} SET last_used_at = now() WHERE id = ${keyId} RETURNING id)
    INSERT INTO ${api_key_usage} (api_key_id, day, requests)
    SELECT id, ${TODAY}, 1 FROM touched
    ON CONFLICT (api_key_id, day) DO UPDATE SET requests = ${api_key_usage}.requests + 1`);
}
