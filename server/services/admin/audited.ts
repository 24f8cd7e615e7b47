import type { Db } from '../../db/client';
import { recordAdminChange } from '../audit/admin-audit';

export interface Admin {
  id: string;
  email: string;
}

export interface AuditedWrite<T> {
  entityId: string | null;
  before?: object | null;
  after?: object | null;
  result: T;
  /** An edit that changed nothing: no audit row (the transaction wrote nothing). */
  unchanged?: boolean;
}

/**
 * Runs one back-office write and its audit row in a single transaction (decision 011): the change and
 * the record of who made it commit or roll back together. `work` receives the transaction.
 */
export function audited<T>(db: Db, admin: Admin, entity: string, action: string, work: (tx: Db) => Promise<AuditedWrite<T>>): Promise<T> {
  return db.transaction(async (tx) => {
    const out = await work(tx);
    if (out.unchanged) return out.result;
    await recordAdminChange(tx, { admin, action, entity, entityId: out.entityId, before: out.before, after: out.after });
    return out.result;
  });
}

/** SQLSTATE of a failed statement under drizzle's wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return typeof pg.code === 'string' ? pg.code : undefined;
}
