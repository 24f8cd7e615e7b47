import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { TRIAL_MESSAGES as M } from '../../../shared/schemas/admin/trials';
import { users } from '../../db/schema/users';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Trial memberships (docs/product-rules.md#admin-payments): stats (expiring soon = 1–3 days, expired ≤ 0), extend by
// 7 days (from the current end, or from now for an ended trial: never shorter), end (premium off,
// date cleared), expire all expired with the server's message.

const DAY = 86_400_000;

describeOnEachDatabase('admin trials', (ctx) => {
  let admin: TestClient;
  const ids: Record<string, string> = {};
  const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'deneme-admin', { superAdmin: true })).client;
    for (const [label, days] of [['uzun', 6], ['yakin', 2], ['bitmis', 1]] as const) ids[label] = (await signedInMember(ctx, `deneme-${label}`, { trialDays: days })).user.id;
    await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() - 2 * DAY) }).where(eq(users.id, ids.bitmis!));
    // A paid member is no trial, whatever dates it carries.
    await signedInMember(ctx, 'deneme-abone', { premium: true });
  });

  it('lists trials soonest first with days left and the stats', async () => {
    const list = (await admin.get('/api/admin/trials')).json();
    expect(list.items.map((t: { id: string }) => t.id)).toEqual([ids.bitmis, ids.yakin, ids.uzun]);
    expect(list.items.map((t: { days_left: number }) => t.days_left)).toEqual([-2, 2, 6]);
    expect(list.stats).toEqual({ total: 3, active: 2, expiring_soon: 1, expired: 1 });
  });

  it('extends a trial by 7 days and ends one; a non-trial is not found', async () => {
    const end = (await row(ids.yakin!)).premium_trial_ends_at!;
    expect((await admin.post(`/api/admin/trials/${ids.yakin}/extend`)).json().message).toBe(M.extended);
    const extended = await row(ids.yakin!);
    expect(extended.premium_trial_ends_at!.getTime() - end.getTime()).toBe(7 * DAY);
    expect((await admin.post(`/api/admin/trials/${ids.uzun}/end`)).json().message).toBe(M.ended);
    expect(await row(ids.uzun!)).toMatchObject({ is_premium: false, premium_trial_ends_at: null });
    const gone = await admin.post(`/api/admin/trials/${ids.uzun}/extend`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('expires every expired trial at once and says how many', async () => {
    expect((await admin.post('/api/admin/trials/expire')).json().message).toBe(M.expired(1));
    expect((await row(ids.bitmis!)).is_premium).toBe(false);
    expect((await row(ids.yakin!)).is_premium).toBe(true);
    expect((await admin.post('/api/admin/trials/expire')).json().message).toBe(M.expired(0));
    expect((await admin.get('/api/admin/trials')).json().stats).toEqual({ total: 1, active: 1, expiring_soon: 0, expired: 0 });
  });

  it('never shortens a trial: a 14-day trial extended has 21 days; an ended one gets 7 days from now', async () => {
    const long = (await signedInMember(ctx, 'deneme-ondort', { trialDays: 14 })).user.id;
    const end = (await row(long)).premium_trial_ends_at!;
    expect((await admin.post(`/api/admin/trials/${long}/extend`)).statusCode).toBe(200);
    expect((await row(long)).premium_trial_ends_at!.getTime() - end.getTime()).toBe(7 * DAY);
    expect((await admin.get('/api/admin/trials')).json().items.find((t: { id: string }) => t.id === long).days_left).toBe(21);

    const ended = (await signedInMember(ctx, 'deneme-bitti', { trialDays: 3 })).user.id;
    await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() - 10 * DAY) }).where(eq(users.id, ended));
    const before = Date.now();
    expect((await admin.post(`/api/admin/trials/${ended}/extend`)).statusCode).toBe(200);
    const after = (await row(ended)).premium_trial_ends_at!.getTime();
    expect(after).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(after).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });
});
