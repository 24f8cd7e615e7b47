import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { subscription_packages, subscription_requests } from '../../db/schema/billing';
import { iyzico_simulator_subscriptions } from '../../db/schema/iyzico-simulator';
import { users } from '../../db/schema/users';
import { validBilling } from '../../test/billing-fixtures';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';
import { TEST_CARDS } from './iyzico-simulator';
import { SIMULATOR_PREFIX } from './payments-setup';

// Two instances of the app on one database, each serving the local iyzico simulator (decision 049):
// behind a load balancer the checkout form, the card's payment and the provider callback can each
// reach a different instance. The simulator kept its forms in the memory of the instance that made
// them, so a payment finished through the other one stayed PENDING.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The app's own simulator (no keys, outside production), called by each app on its own listener. */
const simulatorConfig = (port: number) => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });

let portA = 0;
let portB = 0;
beforeAll(async () => {
  portA = await freePort();
  portB = await freePort();
});

describeOnEachDatabase(
  'iyzico simulator behind two instances',
  (ctx) => {
    let appB: FastifyInstance;
    let dataDirB = '';
    beforeAll(async () => {
      dataDirB = await mkdtemp(path.join(tmpdir(), 'gv-test-b-'));
      appB = await buildApp(testConfig({ DATA_DIR: dataDirB, ...simulatorConfig(portB) }), { database: ctx.database });
      await appB.listen({ port: portB, host: '127.0.0.1' });
      await ctx.db.insert(subscription_packages).values({
        name: 'Pro Aylık',
        price: 774.5,
        token_count: 1500,
        trial_days: 14,
        sort_order: 1,
        iyzico_pricing_plan_reference_code: 'demo-pro-monthly',
      });
    });
    afterAll(async () => {
      await appB?.close();
      if (dataDirB) await rm(dataDirB, { recursive: true, force: true });
    });

    /** A member's checkout started through instance A; its session is good on B too (one database). */
    async function checkoutOnA(label: string) {
      const buyer = await signedInMember(ctx, label);
      const info = await buyer.client.post('/api/me/billing-infos', validBilling);
      const [pro] = await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Pro Aylık'));
      const started = await buyer.client.post('/api/subscriptions/checkout', { package_id: pro!.id, billing_info_id: info.json().id });
      expect(started.statusCode, started.body).toBe(200);
      const requestId = (started.json() as { checkout_url: string }).checkout_url.split('/').at(-1)!;
      const [request] = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.id, requestId));
      const onB = new TestClient(appB);
      onB.session = buyer.client.session;
      return { ...buyer, onB, token: request!.checkout_token! };
    }

    /** The simulator's pay step, as the browser posts it from the test-card form, on `app`. */
    const pay = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: `${SIMULATOR_PREFIX}/checkoutform/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}&cardNumber=${TEST_CARDS.success[0]}`,
      });

    const member = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

    it('completes a checkout started on one instance, paid and called back on the other', async () => {
      const buyer = await checkoutOnA('iki-sunucu');
      expect((await pay(appB, buyer.token)).statusCode).toBe(200);
      const result = await buyer.onB.post('/api/subscriptions/callback', { token: buyer.token });
      expect(result.json()).toMatchObject({ success: true, data: { status: 'SUCCESS' } });
      expect(await member(buyer.user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
    });

    it('completes a checkout paid on the instance that made it and called back on the other', async () => {
      const buyer = await checkoutOnA('iki-sunucu-geri');
      expect((await pay(ctx.app, buyer.token)).statusCode).toBe(200);
      const result = await buyer.onB.post('/api/subscriptions/callback', { token: buyer.token });
      expect(result.json()).toMatchObject({ success: true, data: { status: 'SUCCESS' } });
      expect(await member(buyer.user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
    });

    it('keeps the first outcome when the form is paid on both instances at once', async () => {
      const buyer = await checkoutOnA('iki-sunucu-yaris');
      const subscriptions = async () => (await ctx.db.select({ n: count() }).from(iyzico_simulator_subscriptions))[0]!.n;
      const before = await subscriptions();
      const paid = await Promise.all([pay(ctx.app, buyer.token), pay(appB, buyer.token)]);
      expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
      const results = await Promise.all([buyer.client.post('/api/subscriptions/callback', { token: buyer.token }), buyer.onB.post('/api/subscriptions/callback', { token: buyer.token })]);
      for (const result of results) expect(result.json()).toMatchObject({ success: true, data: { status: 'SUCCESS' } });
      // One subscription at the provider: the second payment found the form already settled.
      expect(await subscriptions()).toBe(before + 1);
      expect(await member(buyer.user.id)).toMatchObject({ is_premium: true, token_balance: 1500 });
    });
  },
  {
    config: () => simulatorConfig(portA),
    configure: (app) => app.listen({ port: portA, host: '127.0.0.1' }),
  },
);
