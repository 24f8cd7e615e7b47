import { beforeAll, expect, it } from 'vitest';
import type { AdminSubscriptionPage, PlatformStats } from '../../../shared/schemas/admin/platform';
import { payments, subscription_packages, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { type TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// The platform dashboard and subscription management (docs/product-rules.md#platform-dashboard, #admin-payments): totals, periods,
// the premium share, revenue from paid checkouts only, the series; subscription records by search,
// status and period with their stat cards.

const DAY = 24 * 60 * 60 * 1000;

describeOnEachDatabase('admin platform dashboard and subscriptions', (ctx) => {
  let admin: TestClient;
  let buyer: { id: string; email: string };
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'panel-admin', { superAdmin: true })).client;
    const member = await signedInMember(ctx, 'panel-alici', { premium: true });
    buyer = { id: member.user.id, email: member.email };
    await signedInMember(ctx, 'panel-deneme', { trialDays: 5 });
    const [pkg] = await ctx.db.insert(subscription_packages).values({ name: 'Panel Paketi', price: 500, iyzico_pricing_plan_reference_code: 'panel-plan' }).returning();
    const now = Date.now();
    const paid = await ctx.db
      .insert(subscription_requests)
      .values([
        // Paid today, paid 20 days ago, paid 200 days ago; a manual assignment and a pending checkout move no money.
        { user_id: buyer.id, package_id: pkg!.id, package_name: 'Panel Paketi', amount: 500, currency: 'TRY', status: 'SUCCESS', subscription_reference_code: 'panel-1', processed_at: new Date(now), created_at: new Date(now) },
        { user_id: buyer.id, package_name: 'Panel Paketi', amount: 250.5, currency: 'TRY', status: 'SUCCESS', subscription_reference_code: 'panel-2', processed_at: new Date(now - 20 * DAY), created_at: new Date(now - 20 * DAY) },
        { user_id: buyer.id, package_name: 'Eski Paket', amount: 100, currency: 'TRY', status: 'SUCCESS', subscription_reference_code: 'panel-3', processed_at: new Date(now - 200 * DAY), created_at: new Date(now - 200 * DAY) },
        { user_id: buyer.id, package_name: 'Panel Paketi', customer_data: { price: 999, currency: 'TRY', manual_assignment: true, assigned_by: 'x' }, status: 'SUCCESS', processed_at: new Date(now), created_at: new Date(now) },
        { user_id: buyer.id, package_name: 'Panel Paketi', amount: 500, currency: 'TRY', status: 'PENDING', created_at: new Date(now - 2 * DAY) },
        { user_id: buyer.id, package_name: 'Panel Paketi', amount: 500, currency: 'TRY', status: 'FAILED', created_at: new Date(now - 3 * DAY) },
      ])
      .returning();
    // Revenue is the payment rows (decision 028): one per paid checkout; a charge in dollars is not summed into lira.
    await ctx.db.insert(payments).values([
      ...paid.slice(0, 3).map((r) => ({ user_id: buyer.id, subscription_request_id: r.id, kind: 'initial' as const, amount: r.amount!, currency: 'TRY' as const, subscription_reference_code: r.subscription_reference_code, paid_at: r.processed_at! })),
      { user_id: buyer.id, kind: 'renewal' as const, amount: 40, currency: 'USD' as const, subscription_reference_code: 'panel-usd', paid_at: new Date(now - 200 * DAY) },
    ]);
  });

  it('counts members, premium share, trials and the catalogue, and revenue from paid checkouts only', async () => {
    const stats = (await admin.get('/api/admin/platform-stats?period=year')).json() as PlatformStats;
    const all = await ctx.db.select().from(users);
    const premium = all.filter((u) => u.is_premium).length;
    expect(stats.totals.users).toBe(all.length);
    expect(stats.totals.premium_users).toBe(premium);
    expect(stats.totals.premium_share).toBe(Math.round((premium / all.length) * 1000) / 10);
    expect(stats.totals.trial_users).toBe(all.filter((u) => u.is_premium && u.premium_trial_ends_at && !u.subscription_reference_code).length);
    expect(stats.totals.admins).toBe(all.filter((u) => u.is_super_admin).length);
    expect(stats.totals.revenue).toBe(850.5);
    expect(stats.totals.catalog_approximate).toBe(false);
    expect(stats.in_period).toMatchObject({ new_subscriptions: 3, revenue: 850.5 });
    // Twelve or thirteen monthly buckets, their sums the period's.
    expect(stats.series.length).toBeGreaterThanOrEqual(12);
    expect(stats.series.reduce((sum, b) => sum + b.revenue, 0)).toBeCloseTo(850.5);
    expect(stats.series.reduce((sum, b) => sum + b.new_users, 0)).toBe(stats.in_period.new_users);
  });

  it('narrows each period: today, the last 7 days, one month back', async () => {
    const of = async (period: string) => (await admin.get(`/api/admin/platform-stats?period=${period}`)).json() as PlatformStats;
    const day = await of('day');
    expect(day.in_period).toMatchObject({ new_subscriptions: 1, revenue: 500 });
    expect(day.series.length).toBeGreaterThanOrEqual(1);
    expect(day.series.length).toBeLessThanOrEqual(24);
    expect(day.in_period.new_users).toBeGreaterThanOrEqual(3);
    const week = await of('week');
    expect(week.in_period.revenue).toBe(500);
    expect(week.series.length).toBe(8);
    const month = await of('month');
    expect(month.in_period.revenue).toBe(750.5);
    expect((await admin.get('/api/admin/platform-stats?period=decade')).statusCode).toBe(400);
  });

  it('lists subscription records by search, status and period with the stat cards', async () => {
    const page = async (query: string) => (await admin.get(`/api/admin/subscriptions?${query}`)).json() as AdminSubscriptionPage;
    const mine = await page(`search=${encodeURIComponent('panel-alici')}`);
    expect(mine.stats).toEqual({ total: 6, SUCCESS: 4, PENDING: 1, FAILED: 1, CANCELLED: 0 });
    expect(mine.items[0]!.user_email).toBe(buyer.email);
    expect(mine.items.find((r) => r.manual)).toMatchObject({ amount: 999, currency: 'TRY', status: 'SUCCESS' });

    const failed = await page(`search=panel-alici&status=FAILED`);
    expect(failed.items.map((r) => r.status)).toEqual(['FAILED']);
    expect(failed.total).toBe(1);
    const week = await page(`search=panel-alici&period=week`);
    expect(week.stats.total).toBe(4);
    expect((await page('search=Eski Paket')).items.map((r) => r.package_name)).toEqual(['Eski Paket']);
    expect((await admin.get('/api/admin/subscriptions?status=PAID')).statusCode).toBe(400);
  });
});
