import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ABANDONED_CHECKOUT_MINUTES } from '../../../shared/constants';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/admin/users';
import { BILLING_MESSAGES, UNNAMED_SUBSCRIPTIONS } from '../../../shared/schemas/billing';
import { token_transactions } from '../../db/schema/balance';
import { billing_infos, payments, subscription_packages, subscription_requests } from '../../db/schema/billing';
import type { PlatformStats } from '../../../shared/schemas/admin/platform';
import { users } from '../../db/schema/users';
import { startIyzicoSimulator, TEST_CARDS, type RunningSimulator } from '../../integrations/payments/iyzico-simulator';
import { CHECKOUT_JOBS } from '../../services/subscriptions/close-abandoned-checkouts';
import { expireTrials } from '../../services/subscriptions/trials';
import { createVerifiedUser } from '../../services/users/create-user';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';
import { validBilling } from '../../test/billing-fixtures';

// Packages, billing infos, checkout, callback, webhooks, cancel and trials (docs/product-rules.md#payments),
// through the real app and the official iyzico client talking to the local simulator.

const KEYS = { apiKey: 'sim-api-key', secretKey: 'sim-secret-key', merchantId: '123456' };
let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startIyzicoSimulator(KEYS);
});
afterAll(async () => sim?.close());

let counter = 0;

describeOnEachDatabase(
  'subscriptions and billing',
  (ctx) => {
    async function member(options: { premium?: boolean; trialDays?: number } = {}) {
      const email = `abone-${ctx.target}-${++counter}@example.com`;
      const user = await createVerifiedUser(ctx.db, { email, password: 'gizli-sifre', ...options });
      const client = new TestClient(ctx.app);
      await client.signIn(email, 'gizli-sifre');
      return { client, user };
    }
    const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
    const ledgerSum = async (id: string) =>
      Number((await ctx.db.select({ s: sql<string>`coalesce(sum(${token_transactions.amount}), 0)` }).from(token_transactions).where(eq(token_transactions.user_id, id)))[0]!.s);

    let pro: typeof subscription_packages.$inferSelect;
    let hidden: typeof subscription_packages.$inferSelect;
    beforeAll(async () => {
      const rows = await ctx.db
        .insert(subscription_packages)
        .values([
          { name: 'Pro Aylık', price: 774.5, token_count: 1500, trial_days: 14, sort_order: 2, iyzico_pricing_plan_reference_code: 'demo-pro-monthly', is_featured: true },
          { name: 'Basic', price: 299.99, token_count: 500, trial_days: 7, sort_order: 1, iyzico_pricing_plan_reference_code: 'demo-basic-monthly' },
          { name: 'Eski Paket', price: 10, sort_order: 0, is_active: false, iyzico_pricing_plan_reference_code: 'demo-enterprise-monthly' },
        ])
        .returning();
      pro = rows[0]!;
      hidden = rows[2]!;
    });

    async function billingFor(client: TestClient, overrides: Record<string, unknown> = {}) {
      const res = await client.post('/api/me/billing-infos', { ...validBilling, ...overrides });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; is_default: boolean; gsm_number: string };
    }

    /** Starts a checkout and returns the stored request (with the provider's token). */
    async function checkout(client: TestClient, packageId = pro.id) {
      const info = await billingFor(client);
      const res = await client.post('/api/subscriptions/checkout', { package_id: packageId, billing_info_id: info.id });
      expect(res.statusCode, res.body).toBe(200);
      const id = (res.json() as { checkout_url: string }).checkout_url.split('/').at(-1)!;
      return (await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.id, id)))[0]!;
    }

    it('lists active packages by sort order, without provider codes', async () => {
      const res = await new TestClient(ctx.app).get('/api/packages');
      const items = res.json().items as Record<string, unknown>[];
      expect(items.map((p) => p.name)).toEqual(['Basic', 'Pro Aylık']);
      expect(items.find((p) => p.name === 'Pro Aylık')).toMatchObject({ price: 774.5, token_count: 1500, trial_days: 14, is_featured: true });
      expect(JSON.stringify(items)).not.toContain('demo-');
      expect(items.some((p) => p.id === hidden.id)).toBe(false);
    });

    it('validates billing infos with the spec messages', async () => {
      const { client } = await member();
      const message = async (overrides: Record<string, unknown>) => {
        const res = await client.post('/api/me/billing-infos', { ...validBilling, ...overrides });
        expect(res.statusCode).toBe(400);
        return res.json().message as string;
      };
      expect(await message({ billing_name: ' ' })).toBe(BILLING_MESSAGES.billingNameRequired);
      expect(await message({ name: '' })).toBe(BILLING_MESSAGES.nameRequired);
      expect(await message({ surname: '' })).toBe(BILLING_MESSAGES.surnameRequired);
      expect(await message({ email: '' })).toBe(BILLING_MESSAGES.emailRequired);
      expect(await message({ email: 'ayse@' })).toBe(BILLING_MESSAGES.emailInvalid);
      expect(await message({ gsm_number: '' })).toBe(BILLING_MESSAGES.phoneRequired);
      expect(await message({ gsm_number: '532 123' })).toBe(BILLING_MESSAGES.phoneInvalid);
      expect(await message({ billing_address: '' })).toBe(BILLING_MESSAGES.addressRequired);
      expect(await message({ billing_city: '' })).toBe(BILLING_MESSAGES.cityRequired);
      expect(await message({ billing_zip_code: '' })).toBe(BILLING_MESSAGES.zipRequired);
      expect(await message({ billing_contact_name: '' })).toBe(BILLING_MESSAGES.contactRequired);
      expect(await message({ identity_number: '' })).toBe(BILLING_MESSAGES.identityRequiredIndividual);
      expect(await message({ identity_number: '10000000147' })).toBe(BILLING_MESSAGES.identityInvalid);
      expect(await message({ is_company: true, tax_office: 'Çankaya' })).toBe(BILLING_MESSAGES.taxNumberRequired);
      expect(await message({ is_company: true, tax_number: '1234567890' })).toBe(BILLING_MESSAGES.taxOfficeRequired);
      expect(await message({ is_company: true, tax_number: '12345', tax_office: 'Çankaya' })).toBe(BILLING_MESSAGES.taxNumberInvalid);
      // Nobody else's fields ride along (mass assignment).
      expect((await client.post('/api/me/billing-infos', { ...validBilling, user_id: crypto.randomUUID() })).statusCode).toBe(400);
      expect((await client.post('/api/me/billing-infos', { ...validBilling, is_default: false })).statusCode).toBe(400);

      const saved = await billingFor(client, { gsm_number: '+90 (532) 123 45 67' });
      expect(saved.gsm_number).toBe('+905321234567');
      // A company needs the TC number too: the payment provider asks it of every buyer
      // (docs/reliability.md#second-attack-pass, finding 18).
      expect(await message({ is_company: true, identity_number: '', tax_number: '1234567890', tax_office: 'Çankaya' })).toBe(BILLING_MESSAGES.identityRequiredCheckout);
      const company = await billingFor(client, { is_company: true, tax_number: '1234567890', tax_office: 'Çankaya' });
      expect(company).toMatchObject({ is_company: true, tax_number: '1234567890', identity_number: '10000000146' });
    });

    it('makes the first billing info the default, moves the default, and keeps it on delete', async () => {
      const { client } = await member();
      const first = await billingFor(client);
      const second = await billingFor(client, { billing_name: 'İş' });
      expect([first.is_default, second.is_default]).toEqual([true, false]);
      expect((await client.post(`/api/me/billing-infos/${second.id}/default`)).json().is_default).toBe(true);
      const list = (await client.get('/api/me/billing-infos')).json().items as { id: string; is_default: boolean }[];
      expect(list.map((i) => [i.id, i.is_default])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      expect((await client.request('DELETE', `/api/me/billing-infos/${second.id}`)).json().message).toBe(BILLING_MESSAGES.deleted);
      expect(((await client.get('/api/me/billing-infos')).json().items as { id: string; is_default: boolean }[])[0]).toMatchObject({
        id: first.id,
        is_default: true,
      });
    });

    it("answers 404 for another member's billing info and leaves it unchanged", async () => {
      const owner = await member();
      const other = await member();
      const info = await billingFor(owner.client);
      const before = (await ctx.db.select().from(billing_infos).where(eq(billing_infos.id, info.id)))[0];
      expect((await other.client.request('PUT', `/api/me/billing-infos/${info.id}`, { ...validBilling, name: 'Hırsız' })).statusCode).toBe(404);
      expect((await other.client.request('DELETE', `/api/me/billing-infos/${info.id}`)).statusCode).toBe(404);
      expect((await other.client.post(`/api/me/billing-infos/${info.id}/default`)).statusCode).toBe(404);
      expect((await other.client.get('/api/me/billing-infos')).json().items).toEqual([]);
      expect((await ctx.db.select().from(billing_infos).where(eq(billing_infos.id, info.id)))[0]).toEqual(before);
      expect((await new TestClient(ctx.app).get('/api/me/billing-infos')).statusCode).toBe(401);
    });

    it('starts a checkout with the price from the package, never from the browser', async () => {
      const { client, user } = await member();
      const info = await billingFor(client);
      expect((await new TestClient(ctx.app).post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: info.id })).statusCode).toBe(401);
      expect((await client.post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: info.id, price: 1 })).statusCode).toBe(400);
      expect((await client.post('/api/subscriptions/checkout', { package_id: hidden.id, billing_info_id: info.id })).statusCode).toBe(404);
      // A company billing info saved before the TC number was required of companies
      // (docs/reliability.md#second-attack-pass, finding 18).
      const [company] = await ctx.db
        .insert(billing_infos)
        .values({ ...validBilling, gsm_number: '+905321234567', identity_number: null, is_company: true, tax_number: '1234567890', tax_office: 'Çankaya', user_id: user.id })
        .returning();
      const noTc = await client.post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: company!.id });
      expect(noTc.json()).toMatchObject({ statusCode: 400, message: BILLING_MESSAGES.identityRequiredCheckout });
      const stranger = await member();
      expect((await stranger.client.post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: info.id })).statusCode).toBe(404);

      const request = await checkout(client);
      expect(request).toMatchObject({ user_id: user.id, status: 'PENDING', amount: 774.5, currency: 'TRY', token_count: 1500, pricing_plan_reference_code: 'demo-pro-monthly' });
      expect(sim.checkouts.get(request.checkout_token!)?.plan.price).toBe(774.5);
    });

    it('shows the payment form only to its owner, on a page whose CSP admits just the provider', async () => {
      const { client } = await member();
      const request = await checkout(client);
      const page = await ctx.app.inject({ url: `/packages/checkout/${request.id}`, cookies: { [SESSION_COOKIE]: client.session! } });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' ${new URL(sim.url).origin}`);
      expect(csp).toContain(`form-action 'self' ${new URL(sim.url).origin}`);
      expect(page.body).toContain(`<script nonce="${nonce}" type="text/javascript">if (typeof iyziInit`);
      expect(page.body).toContain('id="iyzipay-checkout-form"');
      // The rest of the site keeps its strict policy.
      expect(String((await ctx.app.inject({ url: '/api/packages' })).headers['content-security-policy'])).not.toContain(new URL(sim.url).origin);

      const other = await member();
      const foreign = await ctx.app.inject({ url: `/packages/checkout/${request.id}`, cookies: { [SESSION_COOKIE]: other.client.session! } });
      expect([foreign.statusCode, foreign.headers.location]).toEqual([303, '/packages']);
      const visitor = await ctx.app.inject({ url: `/packages/checkout/${request.id}` });
      expect(visitor.statusCode).toBe(303);
      expect(visitor.headers.location).toContain('/login');
    });

    it('grants premium and the Bakiye once for a paid checkout, through the provider callback and the page', async () => {
      const { client, user } = await member();
      const request = await checkout(client);
      await sim.pay(request.checkout_token!, TEST_CARDS.success[0]!);

      // iyzico posts the token to the callback (cross-site, no cookie) and the browser is sent on.
      const callback = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/iyzico/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(request.checkout_token!)}`,
      });
      expect(callback.statusCode).toBe(303);
      expect(callback.headers.location).toBe(`/subscription-callback?token=${encodeURIComponent(request.checkout_token!)}&status=success`);

      const result = await client.post('/api/subscriptions/callback', { token: request.checkout_token });
      expect(result.json()).toMatchObject({ success: true, data: { status: 'SUCCESS', isPremium: true, userId: user.id, packageName: 'Pro Aylık' } });
      const row = await userRow(user.id);
      expect(row).toMatchObject({ is_premium: true, premium_trial_ends_at: null, token_balance: 1500 });
      expect(row.subscription_reference_code).toBeTruthy();
      expect(row.premium_activated_at).toBeInstanceOf(Date);
      expect(await ledgerSum(user.id)).toBe(1500);
      expect((await client.currentUser())).toMatchObject({ tier: 'premium', is_trial: false, token_balance: 1500 });

      const history = (await client.get('/api/subscriptions/requests')).json().items;
      expect(history[0]).toMatchObject({ status: 'SUCCESS', package_name: 'Pro Aylık', amount: 774.5 });
      expect(JSON.stringify(history)).not.toContain(request.checkout_token!);
    });

    it('has one effect when the same token is processed 20 times at once', async () => {
      const { client, user } = await member();
      const request = await checkout(client);
      await sim.pay(request.checkout_token!, TEST_CARDS.success[0]!);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? client.post('/api/subscriptions/callback', { token: request.checkout_token })
            : ctx.app.inject({
                method: 'POST',
                url: '/api/payments/iyzico/callback',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: `token=${request.checkout_token}`,
              }),
        ),
      );
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 303)).toBe(true);
      const row = await userRow(user.id);
      expect(row.token_balance).toBe(1500);
      expect(await ledgerSum(user.id)).toBe(1500);
      const credits = await ctx.db.select().from(token_transactions).where(eq(token_transactions.user_id, user.id));
      expect(credits).toHaveLength(1);
    });

    it('grants nothing for a made-up token, another member\'s token, a declined card or a changed amount', async () => {
      const { client, user } = await member();
      expect((await client.post('/api/subscriptions/callback', { token: 'made-up-token' })).statusCode).toBe(404);

      const owner = await member();
      const theirs = await checkout(owner.client);
      await sim.pay(theirs.checkout_token!, TEST_CARDS.success[0]!);
      expect((await client.post('/api/subscriptions/callback', { token: theirs.checkout_token })).statusCode).toBe(404);
      expect((await userRow(user.id)).is_premium).toBe(false);

      const declined = await checkout(client);
      await sim.pay(declined.checkout_token!, '4111111111111129');
      const failed = await client.post('/api/subscriptions/callback', { token: declined.checkout_token });
      expect(failed.json()).toMatchObject({ success: false, message: 'Kart limiti yetersiz, yetersiz bakiye', data: { status: 'FAILED', isPremium: false } });
      // Asking again changes nothing.
      expect((await client.post('/api/subscriptions/callback', { token: declined.checkout_token })).json().data.status).toBe('FAILED');

      // A request whose stored amount no longer matches the provider's plan is not granted.
      const tampered = await checkout(client);
      await ctx.db.update(subscription_requests).set({ amount: 1 }).where(eq(subscription_requests.id, tampered.id));
      await sim.pay(tampered.checkout_token!, TEST_CARDS.success[0]!);
      expect((await client.post('/api/subscriptions/callback', { token: tampered.checkout_token })).json()).toMatchObject({
        success: false,
        message: BILLING_MESSAGES.activationFailed,
      });

      const row = await userRow(user.id);
      expect(row).toMatchObject({ is_premium: false, subscription_reference_code: null, token_balance: 0 });
      expect(await ledgerSum(user.id)).toBe(0);
    });

    it('settles a checkout closed earlier that the provider reports paid after all; the subscription it replaces is cancelled there', async () => {
      // One open checkout per member keeps two forms from being paid (tested below); a form closed as
      // refused and then paid on a second try in the same form is the one way left to pay twice.
      const { client, user } = await member();
      const first = await checkout(client);
      await sim.pay(first.checkout_token!, TEST_CARDS.success[0]!);
      await ctx.db.update(subscription_requests).set({ status: 'FAILED', error_message: 'İşlem onaylanmadı' }).where(eq(subscription_requests.id, first.id));
      const second = await checkout(client);
      await sim.pay(second.checkout_token!, TEST_CARDS.success[0]!);
      await client.post('/api/subscriptions/callback', { token: second.checkout_token });
      const secondRef = (await userRow(user.id)).subscription_reference_code!;

      expect((await client.post('/api/subscriptions/callback', { token: first.checkout_token })).json()).toMatchObject({ success: true, data: { status: 'SUCCESS' } });
      const row = await userRow(user.id);
      expect(row.subscription_reference_code).not.toBe(secondRef);
      expect(sim.subscriptions.get(secondRef)!.status).toBe('CANCELED');
      expect(sim.subscriptions.get(row.subscription_reference_code!)!.status).toBe('ACTIVE');
      // Both were paid, so both periods' Bakiye is credited and both payments are recorded.
      expect(row.token_balance).toBe(3000);
      expect(await ctx.db.select().from(payments).where(eq(payments.user_id, user.id))).toHaveLength(2);
      const statuses = (await client.get('/api/subscriptions/requests')).json().items.map((r: { status: string }) => r.status);
      expect(statuses.sort()).toEqual(['CANCELLED', 'SUCCESS']);
    });

    /** Posts a simulator event to the app as iyzico would. */
    const deliver = (event: object, signature: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/payments/iyzico/webhook', headers: { 'x-iyz-signature-v3': signature }, payload: event });

    async function paidMember() {
      const m = await member();
      const request = await checkout(m.client);
      await sim.pay(request.checkout_token!, TEST_CARDS.success[0]!);
      await m.client.post('/api/subscriptions/callback', { token: request.checkout_token });
      const ref = (await userRow(m.user.id)).subscription_reference_code!;
      return { ...m, ref };
    }

    it('credits a renewal once however often its webhook arrives, and refuses a bad signature', async () => {
      const { user, ref } = await paidMember();
      const initial = await sim.signedEvent(ref, 'subscription.order.success');
      // The first order's own event: its Bakiye came with the checkout.
      const firstOrder = sim.subscriptions.get(ref)!.orders[0]!.referenceCode;
      const initialEvent = { ...initial.event, orderReferenceCode: firstOrder };
      const { webhookSignature } = await import('../../integrations/payments/iyzico-signatures');
      expect((await deliver(initialEvent, webhookSignature(KEYS.secretKey, initialEvent))).json()).toEqual({ status: 'initial_order' });

      const renewal = await sim.renew(ref, 'success');
      expect((await deliver(renewal.event, 'f'.repeat(64))).statusCode).toBe(401);
      expect((await deliver({ ...renewal.event, orderReferenceCode: 'other' }, renewal.signature)).statusCode).toBe(401);
      expect((await userRow(user.id)).token_balance).toBe(1500);

      const outcomes = [];
      for (let i = 0; i < 3; i++) outcomes.push((await deliver(renewal.event, renewal.signature)).json().status);
      expect(outcomes).toEqual(['renewal_credited', 'replay', 'replay']);
      expect((await userRow(user.id)).token_balance).toBe(3000);
      expect(await ledgerSum(user.id)).toBe(3000);
    });

    it('ends premium when a renewal is not paid', async () => {
      const { user, client, ref } = await paidMember();
      const failed = await sim.renew(ref, 'failure');
      expect((await deliver(failed.event, failed.signature)).json()).toEqual({ status: 'premium_ended' });
      expect(await userRow(user.id)).toMatchObject({ is_premium: false, subscription_reference_code: null, premium_activated_at: null, token_balance: 1500 });
      expect((await client.get('/api/subscriptions/requests')).json().items[0]).toMatchObject({ status: 'CANCELLED' });
    });

    it('lets an admin remove a paid subscription: cancelled at the provider first, then a CANCELLED record naming the admin', async () => {
      const { user, ref } = await paidMember();
      const admin = await signedInMember(ctx, 'abonelik-admin', { superAdmin: true });
      const res = await admin.client.request('DELETE', `/api/admin/users/${user.id}/subscription`);
      expect(res.statusCode, res.body).toBe(200);
      expect(sim.subscriptions.get(ref)!.status).toBe('CANCELED');
      expect(await userRow(user.id)).toMatchObject({ is_premium: false, subscription_reference_code: null, premium_activated_at: null });
      const records = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id));
      expect(records.map((r) => r.status).sort()).toEqual(['CANCELLED', 'CANCELLED']);
      expect(records.find((r) => r.customer_data?.manual_cancellation)).toMatchObject({ customer_data: { manual_cancellation: true, cancelled_by: admin.email } });
      // Nothing left to remove.
      expect((await admin.client.request('DELETE', `/api/admin/users/${user.id}/subscription`)).statusCode).toBe(409);
    });

    it("names the package in the member's billing history when an admin assigns a subscription and then removes it", async () => {
      const { client, user } = await member();
      const admin = await signedInMember(ctx, 'kaldir-admin', { superAdmin: true });
      expect((await admin.client.post(`/api/admin/users/${user.id}/subscription`, { package_id: pro.id })).statusCode).toBe(200);
      expect((await admin.client.request('DELETE', `/api/admin/users/${user.id}/subscription`)).statusCode).toBe(200);
      const history = (await client.get('/api/subscriptions/requests')).json() as { items: { package_name: string | null; status: string }[] };
      expect(history.items.map((r) => [r.package_name, r.status])).toEqual([
        ['Pro Aylık', 'CANCELLED'],
        ['Pro Aylık', 'CANCELLED'],
      ]);
      // A trial has no package record: its removal says what it was.
      const trial = await member({ trialDays: 7 });
      expect((await admin.client.request('DELETE', `/api/admin/users/${trial.user.id}/subscription`)).statusCode).toBe(200);
      expect((await trial.client.get('/api/subscriptions/requests')).json().items.map((r: { package_name: string }) => r.package_name)).toEqual([UNNAMED_SUBSCRIPTIONS.trial]);
    });

    it('cancels at the provider and then locally; a second cancel changes nothing', async () => {
      const free = await member();
      expect((await free.client.post('/api/subscriptions/cancel')).json()).toMatchObject({ statusCode: 409, message: BILLING_MESSAGES.noActiveSubscription });

      const { user, client, ref } = await paidMember();
      const res = await client.post('/api/subscriptions/cancel');
      expect(res.json()).toMatchObject({ message: BILLING_MESSAGES.cancelled, user: { is_premium: false, tier: 'member' } });
      expect(sim.subscriptions.get(ref)!.status).toBe('CANCELED');
      expect(await userRow(user.id)).toMatchObject({ is_premium: false, subscription_reference_code: null, premium_activated_at: null, token_balance: 1500 });
      expect((await client.post('/api/subscriptions/cancel')).statusCode).toBe(409);
      expect((await new TestClient(ctx.app).post('/api/subscriptions/cancel')).statusCode).toBe(401);

      // A subscription assigned by hand ends locally: there is nothing at the provider.
      const manual = await member({ premium: true });
      expect((await manual.client.post('/api/subscriptions/cancel')).json()).toMatchObject({ message: BILLING_MESSAGES.cancelled, user: { is_premium: false } });
    });

    it('starts one trial per member for the package trial days; an ended trial is not premium', async () => {
      const { client, user } = await member();
      const res = await client.post('/api/subscriptions/trial', { package_id: pro.id });
      expect(res.json().user).toMatchObject({ is_premium: true, is_trial: true, trial_days_left: 14, tier: 'premium' });
      expect((await client.post('/api/subscriptions/trial', { package_id: pro.id })).json()).toMatchObject({ statusCode: 409, message: BILLING_MESSAGES.alreadyPremium });

      // The trial ends: never premium meanwhile, and the schedule switches it off.
      await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
      expect(await client.currentUser()).toMatchObject({ tier: 'member' });
      expect((await client.get('/api/dashboard/projects')).statusCode).toBe(403);
      expect(await expireTrials(ctx.db)).toBeGreaterThanOrEqual(1);
      expect((await userRow(user.id)).is_premium).toBe(false);
      expect((await client.post('/api/subscriptions/trial', { package_id: pro.id })).json()).toMatchObject({ statusCode: 409, message: BILLING_MESSAGES.trialUsed });

      // A trial member upgrades through the same checkout.
      const trial = await member({ trialDays: 7 });
      const request = await checkout(trial.client);
      await sim.pay(request.checkout_token!, TEST_CARDS.success[0]!);
      await trial.client.post('/api/subscriptions/callback', { token: request.checkout_token });
      expect(await trial.client.currentUser()).toMatchObject({ is_trial: false, tier: 'premium', token_balance: 1500 });
      // A permanent member has nothing to buy.
      const info = await billingFor(trial.client);
      expect((await trial.client.post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: info.id })).statusCode).toBe(409);
    });

    // Money taken without premium (decision 028): nothing charged without premium, nothing charged twice,
    // revenue never rewritten.

    it('keeps a checkout whose result is read before paying PENDING, and settles it once paid', async () => {
      const { client, user } = await member();
      const request = await checkout(client);
      // The result asked for with the token before the card form is completed: nothing is decided.
      const early = await client.post('/api/subscriptions/callback', { token: request.checkout_token });
      expect(early.json()).toMatchObject({ success: false, data: { status: 'PENDING', isPremium: false } });
      const hint = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/iyzico/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(request.checkout_token!)}`,
      });
      expect(hint.headers.location).toBe(`/subscription-callback?token=${encodeURIComponent(request.checkout_token!)}`);

      await sim.pay(request.checkout_token!, TEST_CARDS.success[0]!);
      const paid = await client.post('/api/subscriptions/callback', { token: request.checkout_token });
      expect(paid.json()).toMatchObject({ success: true, data: { status: 'SUCCESS', isPremium: true } });
      expect(await userRow(user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
      expect(await ctx.db.select().from(token_transactions).where(eq(token_transactions.user_id, user.id))).toHaveLength(1);
      // The provider subscription that is charging is the one the member holds.
      const ref = (await userRow(user.id)).subscription_reference_code!;
      expect(sim.subscriptions.get(ref)!.status).toBe('ACTIVE');
    });

    it('cancels the paid provider subscription when an admin assigns a manual one over it, and records it', async () => {
      const { user, ref } = await paidMember();
      const admin = await signedInMember(ctx, 'atama-admin', { superAdmin: true });
      const res = await admin.client.post(`/api/admin/users/${user.id}/subscription`, { package_id: pro.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(sim.subscriptions.get(ref)!.status).toBe('CANCELED');
      const row = await userRow(user.id);
      expect(row.is_premium).toBe(true);
      expect(row.subscription_reference_code).toMatch(/^manual-/);
      const records = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id));
      expect(records.find((r) => r.subscription_reference_code === ref)).toMatchObject({ status: 'CANCELLED' });
      expect(records.find((r) => r.subscription_reference_code === ref)!.error_message).toContain(admin.email);
      const [audit] = await ctx.db.execute(sql`SELECT after FROM admin_audit_log WHERE action = 'assign_subscription' AND entity_id = ${user.id}`).then((r) => (r as unknown as { rows: { after: Record<string, unknown> }[] }).rows);
      expect(audit!.after).toMatchObject({ cancelled_provider_subscription: ref });
    });

    it('refuses an admin\'s premium switch-off on a paid subscription, which the provider would keep charging', async () => {
      const { user, ref } = await paidMember();
      const admin = await signedInMember(ctx, 'rol-admin', { superAdmin: true });
      const off = await admin.client.request('PUT', `/api/admin/users/${user.id}/roles`, { is_premium: false });
      expect(off.json()).toMatchObject({ statusCode: 409, message: ADMIN_USER_MESSAGES.paidPremiumOff });
      expect(await userRow(user.id)).toMatchObject({ is_premium: true, subscription_reference_code: ref });
      expect(sim.subscriptions.get(ref)!.status).toBe('ACTIVE');
    });

    it('opens one checkout per member however many starts arrive at once, so only one can be charged', async () => {
      const { client, user } = await member();
      const info = await billingFor(client);
      const formsBefore = sim.checkouts.size;
      const starts = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/subscriptions/checkout', { package_id: pro.id, billing_info_id: info.id })));
      expect(starts.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      // The same form each time: a second tab or a double click continues the open payment.
      expect(new Set(starts.map((r) => r.json().checkout_url)).size).toBe(1);
      const rows = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id));
      expect(rows).toHaveLength(1);
      expect(sim.checkouts.size - formsBefore).toBe(1);

      // Another package while that form is open: refused, with the way on.
      const basic = (await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Basic')))[0]!;
      const other = await client.post('/api/subscriptions/checkout', { package_id: basic.id, billing_info_id: info.id });
      expect(other.json()).toMatchObject({ statusCode: 409, message: BILLING_MESSAGES.openCheckout('Pro Aylık') });

      // Paid: premium once, and nothing else left to pay.
      const subscriptionsBefore = sim.subscriptions.size;
      for (const row of rows) await sim.pay(row.checkout_token!, TEST_CARDS.success[0]!);
      await client.post('/api/subscriptions/callback', { token: rows[0]!.checkout_token });
      expect(sim.subscriptions.size - subscriptionsBefore).toBe(1);
      expect(await userRow(user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
    });

    it('opens one checkout when starts for two packages race, and the other start is refused', async () => {
      const { client, user } = await member();
      const info = await billingFor(client);
      const basic = (await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Basic')))[0]!;
      const formsBefore = sim.checkouts.size;
      const starts = await Promise.all(
        Array.from({ length: 6 }, (_, i) => client.post('/api/subscriptions/checkout', { package_id: i % 2 ? basic.id : pro.id, billing_info_id: info.id })),
      );
      const opened = starts.filter((r) => r.statusCode === 200);
      expect(new Set(opened.map((r) => r.json().checkout_url)).size).toBe(1);
      expect(starts.filter((r) => r.statusCode === 409).length + opened.length).toBe(6);
      expect(await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.user_id, user.id))).toHaveLength(1);
      expect(sim.checkouts.size - formsBefore).toBe(1);
    });

    it('asks the provider about the open checkout before another start: paid is settled, refused or expired is closed', async () => {
      const basic = (await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Basic')))[0]!;
      const start = (client: TestClient, info: { id: string }, packageId: string) => client.post('/api/subscriptions/checkout', { package_id: packageId, billing_info_id: info.id });
      const requestOf = async (id: string) => (await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.id, id)))[0]!;

      // Refused by the bank and the member never came back through the callback: a new start may go on.
      const refused = await member();
      const refusedInfo = await billingFor(refused.client);
      const declined = await checkout(refused.client);
      await sim.pay(declined.checkout_token!, '4129111111111111');
      expect((await start(refused.client, refusedInfo, basic.id)).statusCode).toBe(200);
      expect(await requestOf(declined.id)).toMatchObject({ status: 'FAILED', error_message: 'İşlem onaylanmadı' });

      // Left unpaid until the form expired: closed, and a new start may go on.
      const late = await member();
      const lateInfo = await billingFor(late.client);
      const abandoned = await checkout(late.client);
      expect((await start(late.client, lateInfo, basic.id)).statusCode).toBe(409);
      await ctx.db.update(subscription_requests).set({ checkout_expires_at: new Date(Date.now() - 1000) }).where(eq(subscription_requests.id, abandoned.id));
      expect((await start(late.client, lateInfo, basic.id)).statusCode).toBe(200);
      expect(await requestOf(abandoned.id)).toMatchObject({ status: 'FAILED', error_message: BILLING_MESSAGES.checkoutExpired });

      // Paid, but the callback never arrived: settled now, and there is nothing more to buy.
      const lost = await member();
      const lostInfo = await billingFor(lost.client);
      const paid = await checkout(lost.client);
      await sim.pay(paid.checkout_token!, TEST_CARDS.success[0]!);
      expect((await start(lost.client, lostInfo, basic.id)).json()).toMatchObject({ statusCode: 409, message: BILLING_MESSAGES.alreadyPremium });
      expect(await userRow(lost.user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
      expect(await requestOf(paid.id)).toMatchObject({ status: 'SUCCESS' });
    });

    it('closes abandoned open checkouts on a schedule: unpaid ones closed, one paid after all settled, a fresh one left open', async () => {
      const requestOf = async (id: string) => (await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.id, id)))[0]!;
      const age = (id: string) =>
        ctx.db
          .update(subscription_requests)
          .set({ created_at: new Date(Date.now() - (ABANDONED_CHECKOUT_MINUTES + 1) * 60_000), checkout_expires_at: new Date(Date.now() - 1000) })
          .where(eq(subscription_requests.id, id));
      // Opened, left unpaid, never started again by its member.
      const gone = await member();
      const abandoned = await checkout(gone.client);
      await age(abandoned.id);
      // Paid, but the callback never arrived.
      const lost = await member();
      const paid = await checkout(lost.client);
      await sim.pay(paid.checkout_token!, TEST_CARDS.success[0]!);
      await age(paid.id);
      // Opened a moment ago: the member may still be typing the card.
      const typing = await member();
      const fresh = await checkout(typing.client);

      await ctx.app.jobs.send(CHECKOUT_JOBS.closeAbandoned);
      await ctx.app.jobs.drain();
      expect(await requestOf(abandoned.id)).toMatchObject({ status: 'FAILED', error_message: BILLING_MESSAGES.checkoutExpired });
      expect(await requestOf(paid.id)).toMatchObject({ status: 'SUCCESS' });
      expect(await userRow(lost.user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
      expect(await requestOf(fresh.id)).toMatchObject({ status: 'PENDING' });
    });

    it('keeps revenue as payment rows: two paid subscriptions, then a cancel and a failed renewal, still count', async () => {
      const admin = await signedInMember(ctx, 'gelir-admin', { superAdmin: true });
      const revenue = async () => ((await admin.client.get('/api/admin/platform-stats?period=year')).json() as PlatformStats).totals.revenue;
      const before = await revenue();
      const first = await paidMember();
      const second = await paidMember();
      expect(await revenue()).toBeCloseTo(before + 2 * 774.5, 2);

      expect((await first.client.post('/api/subscriptions/cancel')).statusCode).toBe(200);
      const failed = await sim.renew(second.ref, 'failure');
      expect((await deliver(failed.event, failed.signature)).json()).toEqual({ status: 'premium_ended' });
      expect(await revenue()).toBeCloseTo(before + 2 * 774.5, 2);

      const rows = await ctx.db.select().from(payments).where(inArray(payments.subscription_reference_code, [first.ref, second.ref]));
      expect(rows.map((p) => [p.kind, p.amount, p.currency]).sort()).toEqual([
        ['initial', 774.5, 'TRY'],
        ['initial', 774.5, 'TRY'],
      ]);
      expect(rows.every((p) => p.paid_at instanceof Date && p.order_reference_code)).toBe(true);
    });

    it('records a paid renewal as a payment of its own, once', async () => {
      const { ref } = await paidMember();
      const renewal = await sim.renew(ref, 'success');
      for (let i = 0; i < 3; i++) await deliver(renewal.event, renewal.signature);
      const rows = await ctx.db.select().from(payments).where(eq(payments.subscription_reference_code, ref));
      expect(rows.map((p) => p.kind).sort()).toEqual(['initial', 'renewal']);
      expect(rows.find((p) => p.kind === 'renewal')).toMatchObject({ amount: 774.5, currency: 'TRY', order_reference_code: renewal.event.orderReferenceCode });
    });
  },
  // Many members sign in from one address: the sign-in limits are tested in auth-routes.test.ts.
  { config: () => ({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', IYZICO_BASE_URL: sim.url, IYZICO_API_KEY: KEYS.apiKey, IYZICO_SECRET_KEY: KEYS.secretKey, IYZICO_MERCHANT_ID: KEYS.merchantId }) },
);
