import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, cookie_policies } from '../../db/schema/legal';

/** Active contracts, newest first (footer and registration form). */
export function listActiveContracts(db: Db) {
  return db.select().from(contracts).where(eq(contracts.active, true)).orderBy(desc(contracts.created_at));
}

/** The latest active cookie policy, or undefined. */
export async function findLatestCookiePolicy(db: Db) {
  const [policy] = await db
    .select()
    .from(cookie_policies)
    .where(eq(cookie_policies.active, true))
    .orderBy(desc(cookie_policies.created_at))
    .limit(1);
  return policy;
}
