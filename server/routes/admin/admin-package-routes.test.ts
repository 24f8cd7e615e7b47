import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fieldsFromPlan, PACKAGE_MESSAGES as M, type ProviderPlan } from '../../../shared/schemas/admin/packages';
import { subscription_packages } from '../../db/schema/billing';
import { TestClient } from '../../test/http';
import { startTestSimulator } from '../../test/iyzico-sim';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Subscription packages (docs/product-rules.md#admin-payments): the form's rules and messages, the provider's plans
// (the iyzico simulator here) filling the form, one package per plan, the active switch, and the
// public package list following at once.

let sim: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => sim?.close());

describeOnEachDatabase('admin subscription packages', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'paket-admin', { superAdmin: true })).client;
  });
  const publicNames = async () => ((await new TestClient(ctx.app).get('/api/packages')).json().items as { name: string }[]).map((p) => p.name);

  it('lists the provider plans with their product, and a chosen plan fills price, currency, period and references', async () => {
    const plans = (await admin.get('/api/admin/packages/provider-plans')).json().items as ProviderPlan[];
    const yearly = plans.find((p) => p.referenceCode === 'demo-pro-yearly')!;
    expect(yearly).toMatchObject({ name: 'Pro Yıllık', price: 7745, currencyCode: 'TRY', paymentInterval: 'YEARLY', productReferenceCode: 'demo-pro', product_name: 'GüneşVeri Pro' });
    expect(fieldsFromPlan(yearly)).toEqual({ price: 7745, currency: 'TRY', billing_period: 'YEARLY', iyzico_pricing_plan_reference_code: 'demo-pro-yearly', iyzico_product_reference_code: 'demo-pro' });
    expect(fieldsFromPlan({ ...yearly, paymentInterval: 'WEEKLY', currencyCode: 'GBP' })).toMatchObject({ billing_period: 'YEARLY', currency: 'TRY' });
  });

  it('refuses the form with the spec messages', async () => {
    const base = { name: 'Deneme', price: '100', iyzico_pricing_plan_reference_code: 'plan-x' };
    const message = async (body: object) => (await admin.post('/api/admin/packages', { ...base, ...body })).json().message as string;
    expect(await message({ name: '  ' })).toBe(M.name);
    expect(await message({ iyzico_pricing_plan_reference_code: '' })).toBe(M.plan);
    expect(await message({ price: '0' })).toBe(M.price);
    expect(await message({ price: 'ücretsiz' })).toBe(M.price);
    expect(await message({ token_count: '-1' })).toBe(M.tokens);
    expect(await message({ trial_days: 0 })).toBe(M.trialDays);
    expect(await message({ features: Array.from({ length: 31 }, () => 'x') })).toBe(M.features);
    expect((await admin.post('/api/admin/packages', { ...base, is_premium: true })).statusCode).toBe(400);
    expect(await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Deneme'))).toHaveLength(0);
  });

  it('creates with the defaults, trims, keeps spacer features, refuses a plan used twice, toggles and deletes', async () => {
    const created = await admin.post('/api/admin/packages', {
      name: '  Kurumsal Plus ',
      description: '  Büyük ekipler için ',
      features: ['Sınırsız arama', '', 'Öncelikli destek'],
      price: '1.499,90',
      iyzico_pricing_plan_reference_code: 'demo-enterprise-monthly-x',
    });
    expect(created.statusCode).toBe(201);
    const record = (await admin.get(`/api/admin/packages/${created.json().id}`)).json();
    expect(record).toMatchObject({
      name: 'Kurumsal Plus',
      description: 'Büyük ekipler için',
      features: ['Sınırsız arama', '', 'Öncelikli destek'],
      price: 1499.9,
      currency: 'TRY',
      billing_period: 'MONTHLY',
      is_active: true,
      is_featured: false,
      sort_order: 1,
      badge_color: 'blue',
      token_count: 0,
    });
    expect(await publicNames()).toContain('Kurumsal Plus');

    const taken = await admin.post('/api/admin/packages', { name: 'İkinci', price: 5, iyzico_pricing_plan_reference_code: 'demo-enterprise-monthly-x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.planTaken);

    expect((await admin.post(`/api/admin/packages/${created.json().id}/toggle`, {})).json().message).toBe(M.toggled);
    expect(await publicNames()).not.toContain('Kurumsal Plus');
    expect(((await admin.get('/api/admin/packages')).json().items as { name: string; is_active: boolean }[]).find((p) => p.name === 'Kurumsal Plus')?.is_active).toBe(false);

    await admin.request('PUT', `/api/admin/packages/${created.json().id}`, { ...record, id: undefined, name: 'Kurumsal Plus', is_active: true, sort_order: 0, price: 1600 });
    expect((await publicNames())[0]).toBe('Kurumsal Plus');
    expect((await admin.request('DELETE', `/api/admin/packages/${created.json().id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`/api/admin/packages/${created.json().id}`)).statusCode).toBe(404);
  });
}, { config: () => sim.config });

// The provider cannot be reached (nothing listens there): the spec's text, not a raw failure.
describeOnEachDatabase(
  'admin subscription packages without the provider',
  (ctx) => {
    it("answers 'İyzico paketleri alınamadı'", async () => {
      const admin = (await signedInMember(ctx, 'paket-admin-yok', { superAdmin: true })).client;
      const res = await admin.get('/api/admin/packages/provider-plans');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(M.plansFailed);
    });
  },
  { config: { IYZICO_BASE_URL: 'http://127.0.0.1:9', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's', IYZICO_MERCHANT_ID: '1' } },
);
