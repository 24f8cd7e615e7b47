import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { queryRows } from './query-rows';
import { payment_events, payments, subscription_requests } from './schema/billing';
import { users } from './schema/users';
import { databaseTargets } from '../test/databases';

// The hand-written data migration of decision 028 (drizzle/0010_payments_backfill.sql), run on the
// records an older version left: paid checkouts become payment rows (also those a cancel or a failed
// renewal overwrote to CANCELLED), credited renewals too; manual assignments and removals do not;
// of several open checkouts of one member only the newest stays open, so the unique index of the
// next migration can be built.

const statementsOf = (file: string) =>
  readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

for (const target of databaseTargets()) {
  describe(`payments backfill [${target.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      if (database) await target.dispose(database);
    });

    it('turns the paid checkouts and credited renewals of older records into payment rows, and leaves one open checkout per member', async () => {
      const { db } = database;
      // The state before the index existed.
      await db.execute(sql`DROP INDEX subscription_requests_one_open_checkout_idx`);
      const [user] = await db.insert(users).values({ email: 'eski-kayit@example.com', password_hash: 'x' }).returning();
      const day = 86_400_000;
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
      const base = { user_id: user!.id, package_name: 'Pro Aylık', currency: 'TRY' as const };
      await db.insert(subscription_requests).values([
        { ...base, amount: 774.5, status: 'SUCCESS', subscription_reference_code: 'sub-active', checkout_token: 't1', processed_at: at(40), created_at: at(40) },
        // Paid, then cancelled by the member (the old code overwrote SUCCESS).
        { ...base, amount: 774.5, status: 'CANCELLED', subscription_reference_code: 'sub-cancelled', checkout_token: 't2', error_message: 'Üye tarafından iptal edildi', processed_at: at(20), created_at: at(20) },
        // An older record with only the price noted.
        { user_id: user!.id, package_name: 'Basic', status: 'SUCCESS', subscription_reference_code: 'sub-old', customer_data: { price: 299.99, currency: 'TRY' }, processed_at: at(300), created_at: at(300) },
        // No money moved: an assignment by hand, its removal, a refused card.
        { ...base, amount: 774.5, status: 'CANCELLED', subscription_reference_code: 'manual-1', customer_data: { manual_assignment: true }, processed_at: at(10), created_at: at(10) },
        { user_id: user!.id, status: 'CANCELLED', subscription_reference_code: 'sub-cancelled', customer_data: { manual_cancellation: true, cancelled_by: 'admin@example.com' }, processed_at: at(5), created_at: at(5) },
        { ...base, amount: 774.5, status: 'FAILED', checkout_token: 't3', created_at: at(3) },
        // Two open checkouts.
        { ...base, amount: 774.5, status: 'PENDING', checkout_token: 't4', created_at: at(2) },
        { ...base, amount: 774.5, status: 'PENDING', checkout_token: 't5', created_at: at(1) },
      ]);
      await db.insert(payment_events).values([
        { event_key: 'order-2:subscription.order.success', event_type: 'subscription.order.success', subscription_reference_code: 'sub-active', outcome: 'renewal_credited', created_at: at(10) },
        { event_key: 'order-1:subscription.order.success', event_type: 'subscription.order.success', subscription_reference_code: 'sub-active', outcome: 'initial_order', created_at: at(40) },
      ]);

      for (const statement of statementsOf('0010_payments_backfill.sql')) await db.execute(sql.raw(statement));
      for (const statement of statementsOf('0011_one_open_checkout.sql')) await db.execute(sql.raw(statement));

      const rows = await db.select().from(payments).where(eq(payments.user_id, user!.id));
      expect(rows.map((p) => [p.kind, p.subscription_reference_code, p.amount, p.currency, p.order_reference_code]).sort()).toEqual([
        ['initial', 'sub-active', 774.5, 'TRY', null],
        ['initial', 'sub-cancelled', 774.5, 'TRY', null],
        ['initial', 'sub-old', 299.99, 'TRY', null],
        ['renewal', 'sub-active', 774.5, 'TRY', 'order-2'],
      ]);
      expect(rows.find((p) => p.subscription_reference_code === 'sub-old')!.paid_at.getTime()).toBeCloseTo(at(300).getTime(), -4);

      const open = await queryRows<{ checkout_token: string; status: string; expires: boolean }>(
        db,
        sql`SELECT checkout_token, status, checkout_expires_at IS NOT NULL AS expires FROM subscription_requests WHERE checkout_token IN ('t4', 't5') ORDER BY checkout_token`,
      );
      expect(open).toEqual([
        { checkout_token: 't4', status: 'FAILED', expires: true },
        { checkout_token: 't5', status: 'PENDING', expires: true },
      ]);
    });
  });
}
