import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { subscription_packages, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';
import { TEST_CARDS } from './iyzico-simulator';
import { authorizationHeader } from './iyzico-signatures';
import { SIMULATOR_PREFIX } from './payments-setup';
import { validBilling } from '../../test/billing-fixtures';

// Decision 026 (docs/reliability.md#second-attack-pass, finding 2): the simulator that development serves for
// the demo has a renewal endpoint that mints Bakiye. It used to take anyone who signed with the simulator's
// published keys, so a member who had paid once with a test card could renew their own subscription at will.
// Now only a signed-in super admin renews, and the in-app simulator's keys are new in every process.

/** The keys the simulator used to have, published in the repository. */
const PUBLISHED_KEYS = { apiKey: 'sandbox-gunesveri-local', secretKey: 'sandbox-gunesveri-local-secret' };

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

/** The headers the official client sends, signed with `keys`. */
function signed(keys: { apiKey: string; secretKey: string }, path: string, body: string) {
  const randomKey = `${Date.now()}123456`;
  return {
    'content-type': 'application/json',
    'x-iyzi-rnd': randomKey,
    authorization: authorizationHeader(keys.apiKey, keys.secretKey, randomKey, path, body),
  };
}

/** Runs `npm run iyzico:renew` as a developer would, against the listening app. */
function renewScript(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/iyzico-renew.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

let port = 0;
beforeAll(async () => {
  port = await freePort();
});

describeOnEachDatabase(
  'iyzico simulator: test-only endpoints',
  (ctx) => {
    const balance = async (id: string) => (await ctx.db.select({ b: users.token_balance }).from(users).where(eq(users.id, id)))[0]!.b;
    const renewalPath = (ref: string) => `/simulator/subscriptions/${ref}/renewal`;
    const renew = (ref: string, headers: Record<string, string>, session?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: SIMULATOR_PREFIX + renewalPath(ref),
        headers,
        cookies: session ? { [SESSION_COOKIE]: session } : {},
        payload: '{"outcome":"success"}',
      });

    /** A member who bought Pro with a test card through the app's own simulator, as in the demo. */
    async function paidMember() {
      const buyer = await signedInMember(ctx, 'test-kartli');
      const info = await buyer.client.post('/api/me/billing-infos', validBilling);
      const [pro] = await ctx.db.select().from(subscription_packages).where(eq(subscription_packages.name, 'Pro Aylık'));
      const started = await buyer.client.post('/api/subscriptions/checkout', { package_id: pro!.id, billing_info_id: info.json().id });
      expect(started.statusCode, started.body).toBe(200);
      const requestId = (started.json() as { checkout_url: string }).checkout_url.split('/').at(-1)!;
      const [request] = await ctx.db.select().from(subscription_requests).where(eq(subscription_requests.id, requestId));
      // The simulator's pay step, as the browser posts it from the test-card form.
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `${SIMULATOR_PREFIX}/checkoutform/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(request!.checkout_token!)}&cardNumber=${TEST_CARDS.success[0]}`,
      });
      expect(paid.statusCode).toBe(200);
      const result = await buyer.client.post('/api/subscriptions/callback', { token: request!.checkout_token });
      expect(result.json()).toMatchObject({ success: true, data: { status: 'SUCCESS' } });
      const ref = (await ctx.db.select().from(users).where(eq(users.id, buyer.user.id)))[0]!.subscription_reference_code!;
      return { ...buyer, ref };
    }

    beforeAll(async () => {
      await ctx.db.insert(subscription_packages).values({
        name: 'Pro Aylık',
        price: 774.5,
        token_count: 1500,
        trial_days: 14,
        sort_order: 1,
        iyzico_pricing_plan_reference_code: 'demo-pro-monthly',
      });
    });

    it('refuses a renewal to the member who paid, with or without the published keys; an admin renews', async () => {
      const buyer = await paidMember();
      expect(await balance(buyer.user.id)).toBe(1500);
      const body = '{"outcome":"success"}';

      const visitor = await renew(buyer.ref, signed(PUBLISHED_KEYS, renewalPath(buyer.ref), body));
      expect(visitor.statusCode).toBe(401);
      for (const headers of [signed(PUBLISHED_KEYS, renewalPath(buyer.ref), body), { 'content-type': 'application/json' }]) {
        const own = await renew(buyer.ref, headers, buyer.client.session);
        expect(own.statusCode).toBe(403);
        expect(own.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu sayfaya erişim yetkiniz yok' });
      }
      // Nor can the member call the simulator's iyzico API (a cancel here) with the published keys.
      const cancelPath = `/v2/subscription/subscriptions/${buyer.ref}/cancel`;
      const cancel = await ctx.app.inject({ method: 'POST', url: SIMULATOR_PREFIX + cancelPath, headers: signed(PUBLISHED_KEYS, cancelPath, '{}'), payload: '{}' });
      expect(cancel.statusCode).toBe(401);
      expect(await balance(buyer.user.id)).toBe(1500);

      const admin = await signedInMember(ctx, 'simulator-admin', { superAdmin: true });
      const renewed = await renew(buyer.ref, { 'content-type': 'application/json' }, admin.client.session);
      expect(renewed.statusCode, renewed.body).toBe(200);
      // The simulator charged the renewal and delivered iyzico's signed webhook; the app credited it.
      expect(renewed.json()).toMatchObject({ status: 'success', data: { event: { iyziEventType: 'subscription.order.success' }, status: 200 } });
      expect(await balance(buyer.user.id)).toBe(3000);
    });

    it('keeps `npm run iyzico:renew` working: it signs in as a super admin, and a member cannot use it', async () => {
      const buyer = await paidMember();
      const admin = await signedInMember(ctx, 'script-admin', { superAdmin: true });
      const url = `http://127.0.0.1:${port}`;

      const asMember = await renewScript(['--url', url, '--subscription', buyer.ref, '--email', buyer.email, '--password', 'gizli-sifre']);
      expect(asMember.code).toBe(1);
      expect(asMember.out).toContain(`Süper admin girişi başarısız (${buyer.email})`);
      expect(await balance(buyer.user.id)).toBe(1500);

      const asAdmin = await renewScript(['--url', url, '--subscription', buyer.ref, '--email', admin.email, '--password', 'gizli-sifre']);
      expect(asAdmin, asAdmin.out).toMatchObject({ code: 0 });
      expect(asAdmin.out).toContain('subscription.order.success gönderildi; uygulamanın yanıtı: HTTP 200');
      expect(await balance(buyer.user.id)).toBe(3000);
    });
  },
  {
    // The app's own simulator (no keys, outside production), which the app calls on its listener.
    config: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    configure: (app) => app.listen({ port, host: '127.0.0.1' }),
  },
);
