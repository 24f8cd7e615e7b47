import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { token_transactions } from '../../db/schema/balance';

/** The newest ledger rows of one user (the profile shows them 5 at a time). */
export const LEDGER_LIMIT = 200;

export function listOwnLedger(db: Db, userId: string) {
  return db
    .select()
    .from(token_transactions)
    .where(eq(token_transactions.user_id, userId))
    .orderBy(desc(token_transactions.created_at), desc(token_transactions.id))
    .limit(LEDGER_LIMIT);
}

export type LedgerRow = Awaited<ReturnType<typeof listOwnLedger>>[number];
