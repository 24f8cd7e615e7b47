import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Holds one member's lock for `scope` until the transaction ends, so that member's count-then-write
 * steps of that kind run one at a time on every instance (a burst of parallel requests cannot pass a
 * cap or break a one-per-member rule). Suggestions and submissions take the same kind of lock.
 */
export async function lockMember(tx: Db, scope: string, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${scope}:`} || ${userId}))`);
}
