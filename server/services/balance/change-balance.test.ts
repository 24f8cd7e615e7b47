import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { token_transactions } from '../../db/schema/balance';
import { users } from '../../db/schema/users';
import { queryRows } from '../../db/query-rows';
import { databaseTargets } from '../../test/databases';
import { changeBalance } from './change-balance';

for (const target of databaseTargets()) {
  describe(`the one money path [${target.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      if (database) await target.dispose(database);
    });

    const newUser = async (email: string) => {
      const [user] = await database.db.insert(users).values({ email }).returning();
      return user!;
    };
    const ledgerSum = async (userId: string) => {
      const [row] = await queryRows<{ total: number }>(database.db, sql`SELECT coalesce(sum(amount), 0)::int AS total FROM token_transactions WHERE user_id = ${userId}`);
      return row!.total;
    };

    it('credits and debits with a ledger row each, keeping the sum equal to the balance', async () => {
      const user = await newUser('ledger@example.com');
      await changeBalance(database.db, { userId: user.id, amount: 50, description: 'Hoş geldin bakiyesi' });
      const debit = await changeBalance(database.db, { userId: user.id, amount: -15, description: 'Filtreleme' });
      expect(debit).toMatchObject({ applied: true, balance: 35 });
      const rows = await database.db.select().from(token_transactions).where(eq(token_transactions.user_id, user.id));
      expect(rows.map((r) => [r.transaction_type, r.amount, r.balance_after]).sort()).toEqual([
        ['credit', 50, 50],
        ['debit', -15, 35],
      ]);
      expect(await ledgerSum(user.id)).toBe(35);
    });

    it('refuses a debit the balance cannot cover with "Yetersiz bakiye" and changes nothing', async () => {
      const user = await newUser('poor@example.com');
      await changeBalance(database.db, { userId: user.id, amount: 10, description: 'x' });
      await expect(changeBalance(database.db, { userId: user.id, amount: -11, description: 'Firma detayı' })).rejects.toMatchObject({
        statusCode: 402,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Yetersiz bakiye',
      });
      const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(after!.token_balance).toBe(10);
      expect(await ledgerSum(user.id)).toBe(10);
    });

    it('applies a keyed change once, however often it is retried', async () => {
      const user = await newUser('once@example.com');
      const welcome = { userId: user.id, amount: 50, description: 'Hoş geldin bakiyesi', idempotencyKey: 'welcome' };
      expect((await changeBalance(database.db, welcome)).applied).toBe(true);
      expect((await changeBalance(database.db, welcome)).applied).toBe(false);
      expect(await ledgerSum(user.id)).toBe(50);
    });

    it('never overdraws under concurrent debits', async () => {
      const user = await newUser('race@example.com');
      await changeBalance(database.db, { userId: user.id, amount: 50, description: 'x' });
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, () => changeBalance(database.db, { userId: user.id, amount: -5, description: 'Sayfa değiştirme' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(after!.token_balance).toBe(0);
      expect(await ledgerSum(user.id)).toBe(0);
    });

    it('applies a keyed change once under concurrent attempts', async () => {
      const user = await newUser('race-once@example.com');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          changeBalance(database.db, { userId: user.id, amount: 50, description: 'Hoş geldin bakiyesi', idempotencyKey: 'welcome' }),
        ),
      );
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(await ledgerSum(user.id)).toBe(50);
    });
  });
}
