import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';

// The session's tier and abilities are decided by the server (policies/tier.ts); the client only
// reads them. One case per kind of account.

describeOnEachDatabase('session tier and abilities', (ctx) => {
  const password = 'gizli-sifre';
  const sessionOf = async (email: string, admin = false) => {
    const client = new TestClient(ctx.app);
    const res = await client.post(admin ? '/api/auth/admin-login' : '/api/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    return (await client.get('/api/auth/session')).json().user;
  };

  it('a member is a member without premium features or admin', async () => {
    const email = `member-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { email, password });
    expect(await sessionOf(email)).toMatchObject({ tier: 'member', is_trial: false, abilities: { premium_features: false, admin: false } });
  });

  it('a premium member has premium features', async () => {
    const email = `premium-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { email, password, premium: true });
    expect(await sessionOf(email)).toMatchObject({ tier: 'premium', is_trial: false, abilities: { premium_features: true, admin: false } });
  });

  it('a running trial is premium', async () => {
    const email = `trial-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { email, password, trialDays: 7 });
    expect(await sessionOf(email)).toMatchObject({ tier: 'premium', is_trial: true, trial_days_left: 7, abilities: { premium_features: true, admin: false } });
  });

  it('an expired trial is a member again', async () => {
    const email = `expired-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { email, password, trialDays: 7 });
    await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() - 60_000) }).where(eq(users.email, email));
    expect(await sessionOf(email)).toMatchObject({ tier: 'member', abilities: { premium_features: false, admin: false } });
  });

  it('a super admin has the admin ability', async () => {
    const email = `admin-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { email, password, superAdmin: true });
    expect(await sessionOf(email, true)).toMatchObject({ tier: 'member', abilities: { premium_features: false, admin: true } });
  });
});
