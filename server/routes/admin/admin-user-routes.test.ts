import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MAX_TOKEN_BALANCE } from '../../../shared/constants';
import { ADMIN_USER_MESSAGES as M } from '../../../shared/schemas/admin/users';
import { admin_audit_log } from '../../db/schema/audit';
import { token_transactions } from '../../db/schema/balance';
import { subscription_packages, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Users, Bakiye and roles in the back office (docs/product-rules.md#admin-users), and the audit trail's API.

describeOnEachDatabase('admin users', (ctx) => {
  let admin: TestClient;
  let adminUser: { id: string; email: string };
  const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const ledgerSum = async (id: string) =>
    (await ctx.db.select({ s: sql<number>`coalesce(sum(${token_transactions.amount}), 0)::int` }).from(token_transactions).where(eq(token_transactions.user_id, id)))[0]!.s;

  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'kullanici-admin', { superAdmin: true });
    admin = signed.client;
    adminUser = signed.user;
  });

  it('lists users newest first with balance and roles, searched by e-mail', async () => {
    const premium = await signedInMember(ctx, 'liste-premium', { premium: true, balance: 75 });
    const page = (await admin.get('/api/admin/users')).json();
    expect(page.items[0]).toMatchObject({ email: premium.email, token_balance: 75, is_premium: true, is_super_admin: false });
    expect(page.page_size).toBe(10);
    const found = (await admin.get(`/api/admin/users?search=${encodeURIComponent('LISTE-PREM')}`)).json();
    expect(found.items.map((u: { email: string }) => u.email)).toEqual([premium.email]);
    expect(found.total).toBe(1);
  });

  it('searches linked users from 3 characters, at most 10, by e-mail', async () => {
    for (let i = 0; i < 11; i++) await signedInMember(ctx, `bagli-aday-${i}`);
    const short = await admin.get('/api/admin/users/options?search=ba');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('En az 3 karakter girin');
    const items = (await admin.get('/api/admin/users/options?search=bagli-aday')).json().items;
    expect(items).toHaveLength(10);
    expect(items.map((u: { email: string }) => u.email)).toEqual([...items.map((u: { email: string }) => u.email)].sort());
    expect(items[0]).toMatchObject({ is_premium: false, is_super_admin: false });
  });

  it('credits and debits Bakiye with a description through the ledger; no overdraft', async () => {
    const { user } = await signedInMember(ctx, 'bakiye-uye', { balance: 20 });
    const bad = async (body: object) => (await admin.post(`/api/admin/users/${user.id}/balance`, body)).json().message;
    expect(await bad({ direction: 'credit', amount: 0, description: 'x' })).toBe(M.amount);
    expect(await bad({ direction: 'credit', amount: 2.5, description: 'x' })).toBe(M.amount);
    expect(await bad({ direction: 'credit', amount: 10, description: '  ' })).toBe(M.description);
    // Only whole numbers: not a boolean, an array, hex, an exponent, a sign or an empty text.
    for (const amount of [true, [5], '0x10', '1e3', '+5', '10.0', '', ' ', null]) {
      const res = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount, description: 'x' });
      expect([res.statusCode, res.json().message], JSON.stringify(amount)).toEqual([400, M.amount]);
    }
    expect((await row(user.id)).token_balance).toBe(20);

    const credit = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount: 100, description: 'Kampanya hediyesi' });
    expect(credit.json()).toEqual({ message: M.credited, balance: 120 });
    const overdraft = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'debit', amount: 121, description: 'Fazla' });
    expect(overdraft.statusCode).toBe(400);
    expect(overdraft.json().message).toBe('Kullanıcının yeterli bakiyesi yok');
    // A form field's digits are a whole number too.
    const debit = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'debit', amount: '20', description: 'Hatalı yükleme düzeltmesi' });
    expect(debit.json()).toEqual({ message: M.debited, balance: 100 });

    expect((await row(user.id)).token_balance).toBe(100);
    expect(await ledgerSum(user.id)).toBe(100);
    const ledger = await ctx.db.select().from(token_transactions).where(and(eq(token_transactions.user_id, user.id), eq(token_transactions.created_by, adminUser.id)));
    expect(ledger.map((t) => [t.amount, t.description, t.transaction_type]).sort()).toEqual([
      [-20, 'Hatalı yükleme düzeltmesi', 'debit'],
      [100, 'Kampanya hediyesi', 'credit'],
    ]);
    const audit = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, 'users'), eq(admin_audit_log.entity_id, user.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['credit', 'debit']);
    expect(audit.find((a) => a.action === 'credit')).toMatchObject({ before: { token_balance: 20 }, after: { token_balance: 120, description: 'Kampanya hediyesi' } });
  });

  it('keeps concurrent adjustments exact (each through the row lock)', async () => {
    const { user } = await signedInMember(ctx, 'eszamanli-uye', { balance: 0 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount: 5, description: `Toplu ${i}` })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await row(user.id)).token_balance).toBe(40);
    expect(await ledgerSum(user.id)).toBe(40);
  });

  /** The admin's session, sending `Idempotency-Key: key` with every request. */
  const withKey = (key: string) => {
    const client = new TestClient(ctx.app, '127.0.0.1', { 'idempotency-key': key });
    client.session = admin.session;
    return client;
  };
  const ledgerRows = async (id: string) => (await ctx.db.select().from(token_transactions).where(eq(token_transactions.user_id, id))).length;

  it('moves the money once for an Idempotency-Key and replays the first answer; another request under the key is refused', async () => {
    const { user } = await signedInMember(ctx, 'anahtarli-uye', { balance: 10 });
    const key = `bakiye-${ctx.target}-1`;
    const body = { direction: 'credit', amount: 25, description: 'Kampanya' };
    const first = await withKey(key).post(`/api/admin/users/${user.id}/balance`, body);
    expect([first.statusCode, first.json()]).toEqual([200, { message: M.credited, balance: 35 }]);
    const again = await withKey(key).post(`/api/admin/users/${user.id}/balance`, body);
    expect([again.statusCode, again.json()]).toEqual([200, { message: M.credited, balance: 35 }]);
    expect((await row(user.id)).token_balance).toBe(35);
    expect(await ledgerRows(user.id)).toBe(2); // the opening balance and this one credit

    for (const other of [{ ...body, amount: 26 }, { ...body, direction: 'debit' }, { ...body, description: 'Başka' }]) {
      const reused = await withKey(key).post(`/api/admin/users/${user.id}/balance`, other);
      expect([reused.statusCode, reused.json().code, reused.json().message]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED', M.idempotencyKeyReused]);
    }
    const { user: another } = await signedInMember(ctx, 'anahtarli-baska', { balance: 10 });
    expect((await withKey(key).post(`/api/admin/users/${another.id}/balance`, body)).statusCode).toBe(409);
    expect((await row(user.id)).token_balance).toBe(35);
    expect((await row(another.id)).token_balance).toBe(10);
    const audit = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, 'users'), eq(admin_audit_log.entity_id, user.id)));
    expect(audit).toHaveLength(1);

    // A refused adjustment keeps nothing under its key: the same key then serves the corrected request.
    const refusedKey = `bakiye-${ctx.target}-2`;
    expect((await withKey(refusedKey).post(`/api/admin/users/${user.id}/balance`, { direction: 'debit', amount: 100, description: 'Fazla' })).statusCode).toBe(400);
    expect((await withKey(refusedKey).post(`/api/admin/users/${user.id}/balance`, { direction: 'debit', amount: 5, description: 'Düzeltme' })).json().balance).toBe(30);

    for (const bad of ['', 'boşluk var', 'x'.repeat(201)]) {
      const res = await withKey(bad).post(`/api/admin/users/${user.id}/balance`, body);
      expect([res.statusCode, res.json().message], JSON.stringify(bad)).toEqual([400, M.idempotencyKey]);
    }
    expect((await row(user.id)).token_balance).toBe(30);
  });

  it('moves the money once when the same Idempotency-Key arrives in parallel', async () => {
    const { user } = await signedInMember(ctx, 'anahtar-yaris', { balance: 0 });
    const key = `yaris-${ctx.target}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => withKey(key).post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount: 7, description: 'Tek sefer' })),
    );
    expect(results.map((r) => [r.statusCode, r.json()])).toEqual(Array(8).fill([200, { message: M.credited, balance: 7 }]));
    expect((await row(user.id)).token_balance).toBe(7);
    expect(await ledgerSum(user.id)).toBe(7);
  });

  it('refuses a credit past the balance limit with a Turkish 422, and a huge amount with a 400, moving nothing', async () => {
    const { user } = await signedInMember(ctx, 'sinir-uye', { balance: 0 });
    for (const amount of [1_000_001, 1e12, '99999999999999999999', 2 ** 53]) {
      const res = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount, description: 'Çok büyük' });
      expect([res.statusCode, res.json().message], String(amount)).toEqual([400, M.amount]);
    }
    await ctx.db.update(users).set({ token_balance: MAX_TOKEN_BALANCE - 10 }).where(eq(users.id, user.id));
    const past = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount: 11, description: 'Sınırın üstü' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ code: 'BALANCE_LIMIT', message: 'Bakiye en fazla 2.147.483.647 olabilir; bu tutar eklenirse sınır aşılır' });
    expect((await row(user.id)).token_balance).toBe(MAX_TOKEN_BALANCE - 10);
    const upTo = await admin.post(`/api/admin/users/${user.id}/balance`, { direction: 'credit', amount: 10, description: 'Sınıra kadar' });
    expect(upTo.json()).toEqual({ message: M.credited, balance: MAX_TOKEN_BALANCE });
  });

  it('toggles premium and admin on others, never the admin flag of oneself', async () => {
    const { user } = await signedInMember(ctx, 'yetki-uye');
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_premium: true })).json().message).toBe(M.rolesSaved);
    expect(await row(user.id)).toMatchObject({ is_premium: true, premium_activated_at: expect.any(Date) });
    await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_super_admin: true });
    expect((await row(user.id)).is_super_admin).toBe(true);
    await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_premium: false, is_super_admin: false });
    expect(await row(user.id)).toMatchObject({ is_premium: false, is_super_admin: false, premium_activated_at: null });

    const own = await admin.request('PUT', `/api/admin/users/${adminUser.id}/roles`, { is_super_admin: false });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Kendi admin yetkilerinizi kaldıramazsınız');
    expect((await row(adminUser.id)).is_super_admin).toBe(true);
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/roles`, {})).statusCode).toBe(400);
    expect((await admin.request('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/roles', { is_premium: true })).statusCode).toBe(404);
  });

  it('assigns a subscription by hand (manual- reference, SUCCESS record) and removes it (CANCELLED record)', async () => {
    const [pkg] = await ctx.db.insert(subscription_packages).values({ name: 'Elle Pro', price: 500, token_count: 1000, iyzico_pricing_plan_reference_code: `elle-${ctx.target}` }).returning();
    const [inactive] = await ctx.db.insert(subscription_packages).values({ name: 'Kapalı', price: 1, is_active: false }).returning();
    const { user } = await signedInMember(ctx, 'abonelik-uye');
    expect((await admin.post(`/api/admin/users/${user.id}/subscription`, {})).json().message).toBe(M.packageRequired);
    expect((await admin.post(`/api/admin/users/${user.id}/subscription`, { package_id: inactive!.id })).json().message).toBe(M.packageNotFound);

    expect((await admin.post(`/api/admin/users/${user.id}/subscription`, { package_id: pkg!.id })).json().message).toBe(M.assigned);
    const assigned = await row(user.id);
    expect(assigned).toMatchObject({ is_premium: true, premium_activated_at: expect.any(Date) });
    expect(assigned.subscription_reference_code).toMatch(/^manual-/);
    const [success] = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id));
    expect(success).toMatchObject({ status: 'SUCCESS', package_name: 'Elle Pro', subscription_reference_code: assigned.subscription_reference_code });
    expect(success!.customer_data).toMatchObject({ manual_assignment: true, assigned_by: adminUser.email, price: 500 });

    expect((await admin.request('DELETE', `/api/admin/users/${user.id}/subscription`)).json().message).toBe(M.removed);
    expect(await row(user.id)).toMatchObject({ is_premium: false, premium_activated_at: null, subscription_reference_code: null });
    const records = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id));
    expect(records.map((r) => r.status).sort()).toEqual(['CANCELLED', 'CANCELLED']);
    expect(records.find((r) => r.customer_data?.manual_cancellation)!.customer_data).toMatchObject({ cancelled_by: adminUser.email });
  });

  it('reads the audit trail filtered by admin and entity, with the changed keys', async () => {
    const { user } = await signedInMember(ctx, 'iz-uye');
    await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_premium: true });
    const trail = (await admin.get(`/api/admin/audit?entity=users&entity_id=${user.id}`)).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({ admin_email: adminUser.email, action: 'roles', entity: 'users', entity_id: user.id });
    expect(trail.items[0].changed).toEqual(expect.arrayContaining(['is_premium', 'premium_activated_at']));
    const byAdmin = (await admin.get(`/api/admin/audit?admin_id=${adminUser.id}`)).json();
    expect(byAdmin.items.length).toBeGreaterThan(5);
    expect(byAdmin.items.every((i: { admin_email: string }) => i.admin_email === adminUser.email)).toBe(true);
  });
});
