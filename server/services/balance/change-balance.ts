import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { token_transactions } from '../../db/schema/balance';
import { users } from '../../db/schema/users';
import { MAX_TOKEN_BALANCE } from '../../../shared/constants';
import { AppError } from '../../lib/errors';

export interface BalanceChange {
  userId: string;
  /** Positive for a credit, negative for a debit; never zero. */
  amount: number;
  description: string;
  /** When set, the change happens at most once per user and key (retries and races are safe). */
  idempotencyKey?: string;
  createdBy?: string;
}

export interface BalanceChangeResult {
  applied: boolean;
  balance: number;
  transactionId: string;
}

export const INSUFFICIENT_BALANCE = 'Yetersiz bakiye';
export const BALANCE_LIMIT = `Bakiye en fazla ${MAX_TOKEN_BALANCE.toLocaleString('tr-TR')} olabilir; bu tutar eklenirse sınır aşılır`;

/**
 * The one money path (docs/product-rules.md#balance): every Bakiye credit and debit goes through here, in one
 * transaction: lock the user's row, skip if this idempotency key was already applied, refuse a
 * debit the balance cannot cover, update the stored balance and append the ledger row.
 * The CHECK (token_balance >= 0) backs the refusal up in the database.
 */
export async function changeBalance(db: Db, change: BalanceChange): Promise<BalanceChangeResult> {
  if (!Number.isInteger(change.amount) || change.amount === 0) {
    throw new AppError(400, 'INVALID_AMOUNT', 'Geçersiz bakiye miktarı');
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ balance: users.token_balance })
      .from(users)
      .where(eq(users.id, change.userId))
      // NO KEY UPDATE serialises balance changes without clashing with the KEY SHARE locks that
      // inserting rows referencing the user (ledger, inventory, paid views) takes; FOR UPDATE would
      // deadlock against those in concurrent paid actions.
      .for('no key update');
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'Kullanıcı bulunamadı');

    if (change.idempotencyKey) {
      const [existing] = await tx
        .select({ id: token_transactions.id })
        .from(token_transactions)
        .where(
          and(eq(token_transactions.user_id, change.userId), eq(token_transactions.idempotency_key, change.idempotencyKey)),
        );
      if (existing) return { applied: false, balance: user.balance, transactionId: existing.id };
    }

    if (user.balance + change.amount < 0) {
      throw new AppError(402, 'INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE, {
        balance: user.balance,
        required: -change.amount,
      });
    }

    // The column is an integer: past its range PostgreSQL would fail the statement (a 500).
    if (user.balance + change.amount > MAX_TOKEN_BALANCE) {
      throw new AppError(422, 'BALANCE_LIMIT', BALANCE_LIMIT, { balance: user.balance, max: MAX_TOKEN_BALANCE });
    }

    const [updated] = await tx
      .update(users)
      .set({ token_balance: sql`${users.token_balance} + ${change.amount}` })
      .where(eq(users.id, change.userId))
      .returning({ balance: users.token_balance });
    const balance = updated!.balance;

    const [row] = await tx
      .insert(token_transactions)
      .values({
        user_id: change.userId,
        amount: change.amount,
        description: change.description,
        transaction_type: change.amount > 0 ? 'credit' : 'debit',
        balance_after: balance,
        idempotency_key: change.idempotencyKey ?? null,
        created_by: change.createdBy ?? null,
      })
      .returning({ id: token_transactions.id });
    return { applied: true, balance, transactionId: row!.id };
  });
}
