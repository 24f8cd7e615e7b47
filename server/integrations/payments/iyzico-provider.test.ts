import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIyzicoProvider } from './iyzico-provider';
import { startIyzicoSimulator, TEST_CARDS, type RunningSimulator } from './iyzico-simulator';
import { PaymentProviderError, type CheckoutInit, type PaymentProvider, type SubscriptionWebhook } from './payment-provider';

// The official iyzipay client against the local simulator: the same code path the app runs
// against iyzico's sandbox or live API (docs/ARCHITECTURE.md: a real client with a local twin).

const KEYS = { apiKey: 'sandbox-test-api-key', secretKey: 'sandbox-test-secret-key', merchantId: '100042' };

const address = { contactName: 'Ayşe Yılmaz', city: 'Ankara', country: 'Türkiye', address: 'Kızılay Mah. 1', zipCode: '06420' };
const checkoutInput = (overrides: Partial<CheckoutInit> = {}): CheckoutInit => ({
  conversationId: 'conv-1',
  callbackUrl: 'http://127.0.0.1:9/api/payments/iyzico/callback',
  pricingPlanReferenceCode: 'demo-basic-monthly',
  customer: {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    gsmNumber: '+905321234567',
    identityNumber: '10000000146',
    billingAddress: address,
    shippingAddress: address,
  },
  ...overrides,
});

let sim: RunningSimulator;
let provider: PaymentProvider;
let hook: Server;
const received: { body: SubscriptionWebhook; signature: string | undefined }[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ body: JSON.parse(body), signature: req.headers['x-iyz-signature-v3'] as string | undefined });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as { port: number };
  sim = await startIyzicoSimulator({ ...KEYS, webhookUrl: `http://127.0.0.1:${port}/webhook` });
  provider = createIyzicoProvider({ baseUrl: sim.url, ...KEYS });
});

afterAll(async () => {
  await sim?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

/** What the buyer's browser does: submit the simulator's card form. */
async function payInBrowser(token: string, cardNumber: string) {
  const res = await fetch(`${sim.url}/checkoutform/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, cardNumber, cardHolderName: 'AYSE YILMAZ', expiry: '12/30', cvc: '123' }).toString(),
  });
  return { status: res.status, html: await res.text() };
}

describe('iyzico client against the simulator', () => {
  it('lists the products and pricing plans, and finds a plan by reference code', async () => {
    const products = await provider.listProducts();
    expect(products.map((p) => p.referenceCode)).toEqual(['demo-basic', 'demo-pro', 'demo-enterprise']);
    const pro = products.find((p) => p.referenceCode === 'demo-pro')!;
    expect(pro.pricingPlans.map((p) => [p.referenceCode, p.price, p.paymentInterval])).toEqual([
      ['demo-pro-monthly', 774.5, 'MONTHLY'],
      ['demo-pro-yearly', 7745, 'YEARLY'],
    ]);
    expect((await provider.retrievePricingPlan('demo-basic-monthly'))?.price).toBe(299.99);
    expect(await provider.retrievePricingPlan('no-such-plan')).toBeNull();
  });

  it('refuses a client with the wrong secret (IYZWSv2 signature checked)', async () => {
    const intruder = createIyzicoProvider({ baseUrl: sim.url, ...KEYS, secretKey: 'wrong-secret' });
    await expect(intruder.listProducts()).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(intruder.initializeCheckout(checkoutInput())).rejects.toThrow('Geçersiz imza');
  });

  it('refuses a signed request whose body was changed on the way', async () => {
    const { authorizationHeader } = await import('./iyzico-signatures');
    const path = '/v2/subscription/checkoutform/initialize';
    const signedBody = JSON.stringify({ pricingPlanReferenceCode: 'demo-basic-monthly' });
    const res = await fetch(sim.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-iyzi-rnd': 'r123',
        authorization: authorizationHeader(KEYS.apiKey, KEYS.secretKey, 'r123', path, signedBody),
      },
      body: JSON.stringify({ pricingPlanReferenceCode: 'demo-pro-yearly' }),
    });
    expect(res.status).toBe(401);
  });

  it('initialises a checkout form for a known plan only, with a complete customer', async () => {
    await expect(provider.initializeCheckout(checkoutInput({ pricingPlanReferenceCode: 'nope' }))).rejects.toThrow('Ödeme planı bulunamadı');
    const bad = checkoutInput();
    bad.customer.gsmNumber = '05321234567';
    await expect(provider.initializeCheckout(bad)).rejects.toBeInstanceOf(PaymentProviderError);

    const form = await provider.initializeCheckout(checkoutInput());
    expect(form.token).toMatch(/^[\w-]{20,}$/);
    expect(form.tokenExpireTime).toBe(1800);
    expect(form.checkoutFormContent).toContain(`${sim.url}/checkoutform/v2/bundle.js`);
    expect(sim.checkouts.get(form.token)?.conversationId).toBe('conv-1');
  });

  it('reports an unpaid checkout as not paid, then a paid one with its subscription', async () => {
    const form = await provider.initializeCheckout(checkoutInput({ pricingPlanReferenceCode: 'demo-pro-monthly' }));
    // Not completed yet: not a refusal, the form may still be paid.
    expect(await provider.retrieveCheckout(form.token)).toMatchObject({ paid: false, declined: false });

    const page = await payInBrowser(form.token, TEST_CARDS.success[0]!);
    expect(page.status).toBe(200);
    // The browser goes back to the merchant with a form POST carrying the token.
    expect(page.html).toContain('action="http://127.0.0.1:9/api/payments/iyzico/callback"');
    expect(page.html).toContain(`name="token" value="${form.token}"`);

    const result = await provider.retrieveCheckout(form.token);
    expect(result).toMatchObject({ paid: true, pricingPlanReferenceCode: 'demo-pro-monthly', subscriptionStatus: 'ACTIVE', trialDays: 14 });
    if (!result.paid) throw new Error('unreachable');
    expect((await provider.retrieveSubscription(result.referenceCode))?.subscriptionStatus).toBe('ACTIVE');

    // Paying the same form again changes nothing.
    await payInBrowser(form.token, TEST_CARDS.success[1]!);
    const again = await provider.retrieveCheckout(form.token);
    expect(again.paid && again.referenceCode).toBe(result.referenceCode);
  });

  it('reports a declined card with the bank error and creates no subscription', async () => {
    const before = sim.subscriptions.size;
    const form = await provider.initializeCheckout(checkoutInput());
    await payInBrowser(form.token, '4111111111111129');
    expect(await provider.retrieveCheckout(form.token)).toEqual({
      paid: false,
      declined: true,
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    expect(sim.subscriptions.size).toBe(before);
    expect(await provider.retrieveCheckout('made-up-token')).toMatchObject({ paid: false, declined: false, errorCode: '201600' });
  });

  it('cancels a subscription once; a second cancel is refused', async () => {
    const form = await provider.initializeCheckout(checkoutInput());
    await sim.pay(form.token, TEST_CARDS.success[0]!);
    const result = await provider.retrieveCheckout(form.token);
    if (!result.paid) throw new Error('expected a paid checkout');
    await provider.cancelSubscription(result.referenceCode);
    expect((await provider.retrieveSubscription(result.referenceCode))?.subscriptionStatus).toBe('CANCELED');
    await expect(provider.cancelSubscription(result.referenceCode)).rejects.toThrow('Abonelik zaten iptal edilmiş');
    expect(await provider.retrieveSubscription('no-such-subscription')).toBeNull();
  });

  it('sends renewal webhooks signed as iyzico signs them; tampered or foreign events do not verify', async () => {
    const form = await provider.initializeCheckout(checkoutInput());
    await sim.pay(form.token, TEST_CARDS.success[0]!);
    const result = await provider.retrieveCheckout(form.token);
    if (!result.paid) throw new Error('expected a paid checkout');

    const delivered = await sim.renew(result.referenceCode, 'success');
    expect(delivered.status).toBe(200);
    const got = received.at(-1)!;
    expect(got.body).toMatchObject({ iyziEventType: 'subscription.order.success', subscriptionReferenceCode: result.referenceCode });
    expect(provider.verifyWebhook(got.body, got.signature)).toBe(true);

    expect(provider.verifyWebhook({ ...got.body, orderReferenceCode: 'another-order' }, got.signature)).toBe(false);
    expect(provider.verifyWebhook({ ...got.body, iyziEventType: 'subscription.order.failure' }, got.signature)).toBe(false);
    expect(provider.verifyWebhook(got.body, undefined)).toBe(false);
    expect(provider.verifyWebhook(got.body, 'zz')).toBe(false);
    const otherMerchant = createIyzicoProvider({ baseUrl: sim.url, ...KEYS, merchantId: '999' });
    expect(otherMerchant.verifyWebhook(got.body, got.signature)).toBe(false);

    const failed = await sim.renew(result.referenceCode, 'failure');
    expect(failed.event.iyziEventType).toBe('subscription.order.failure');
    expect((await provider.retrieveSubscription(result.referenceCode))?.subscriptionStatus).toBe('UNPAID');
  });

  it('remembers checkouts and subscriptions across a restart when given a state file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gv-sim-'));
    const stateFile = path.join(dir, 'state.json');
    const first = await startIyzicoSimulator({ ...KEYS, stateFile });
    const firstClient = createIyzicoProvider({ baseUrl: first.url, ...KEYS });
    const form = await firstClient.initializeCheckout(checkoutInput());
    await first.pay(form.token, TEST_CARDS.success[0]!);
    await first.close();

    const second = await startIyzicoSimulator({ ...KEYS, stateFile });
    const secondClient = createIyzicoProvider({ baseUrl: second.url, ...KEYS });
    const result = await secondClient.retrieveCheckout(form.token);
    expect(result.paid).toBe(true);
    if (result.paid) await secondClient.cancelSubscription(result.referenceCode);
    await second.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails cleanly when the provider cannot be reached', async () => {
    const offline = createIyzicoProvider({ baseUrl: 'http://127.0.0.1:9', ...KEYS });
    await expect(offline.listProducts()).rejects.toThrow('Ödeme sağlayıcısına ulaşılamadı');
  });
});
