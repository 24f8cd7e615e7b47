import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admin_audit_log } from '../../db/schema/audit';

// The back office's audit trail (decision 011): every admin write adds a row in the transaction of the
// write itself, so a change and its record commit or roll back together.

export interface AdminChange {
  admin: { id: string; email: string };
  action: string;
  entity: string;
  entityId?: string | null;
  before?: object | null;
  after?: object | null;
}

/** Never kept in the trail, whatever the entity. */
const SECRET_KEYS = new Set(['password_hash', 'token_hash', 'checkout_form_content', 'checkout_token']);

/** A JSON-safe copy without secrets (dates as ISO strings). */
function snapshot(value: object | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (SECRET_KEYS.has(key) ? undefined : v)),
  ) as Record<string, unknown>;
}

export async function recordAdminChange(db: Db, change: AdminChange): Promise<void> {
  await db.insert(admin_audit_log).values({
    admin_id: change.admin.id,
    admin_email: change.admin.email,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId ?? null,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, filtered by admin and/or entity (and one record of it). */
export function listAdminChanges(db: Db, filter: { adminId?: string; entity?: string; entityId?: string; page?: number }) {
  const conditions = [
    filter.adminId ? eq(admin_audit_log.admin_id, filter.adminId) : undefined,
    filter.entity ? eq(admin_audit_log.entity, filter.entity) : undefined,
    filter.entityId ? eq(admin_audit_log.entity_id, filter.entityId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return db
    .select()
    .from(admin_audit_log)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(admin_audit_log.created_at), desc(admin_audit_log.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset(((filter.page ?? 1) - 1) * AUDIT_PAGE_SIZE);
}

/** The keys whose values differ between before and after (what an audit screen highlights). */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k])).sort();
}
