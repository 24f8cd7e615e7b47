import { randomBytes, randomUUID } from 'node:crypto';
import querystring from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { verifyAuthorization, webhookSignature } from './iyzico-signatures';
import { CHECKOUT_BUNDLE_JS, RETURN_JS, payPageHtml, returnPageHtml } from './iyzico-simulator-pages';
import type { CheckoutCustomer, PricingPlan, Product, SubscriptionWebhook } from './payment-provider';
import { memorySimulatorStore, type Checkout, type CheckoutOutcome, type MemorySimulatorStore, type SimulatorStore, type Subscription } from './iyzico-simulator-store';

// A local twin of the part of iyzico's subscription API that the app calls (a local twin, docs/ARCHITECTURE.md): the
// official `iyzipay` client talks to it exactly as to iyzico (IYZWSv2 header checked), it serves a
// checkout form that succeeds or fails by test card and then sends the browser to the callback URL
// with a form POST, and it sends renewal webhooks signed as iyzico signs them (X-IYZ-SIGNATURE-V3).
// Its forms and subscriptions live in a store: this process's memory for a standalone simulator, the
// app's database when the app serves it (several instances share it). A development and test tool,
// never a ledger.

export interface SimulatorKeys {
  apiKey: string;
  secretKey: string;
  merchantId: string;
}

export interface SimulatorOptions extends SimulatorKeys {
  /** Base URL browsers reach the simulator at (its checkout form and pay page). */
  publicBaseUrl: string;
  /** Where subscription webhooks are delivered; unset: events are only recorded. */
  webhookUrl?: string;
  products?: Product[];
  /** Where checkouts and subscriptions are kept; unset: in this process (see `stateFile`). */
  store?: SimulatorStore;
  /** Without a store: keep checkouts and subscriptions in this JSON file too, so a restarted simulator still knows them. */
  stateFile?: string;
  /**
   * Who may call the test-only endpoints (a renewal mints Bakiye). Unset: whoever signs with the
   * keys (a standalone simulator, whose keys its test or developer chose). Set: this check instead,
   * with the route's session read (the app mounts it to admit only a signed-in super admin).
   */
  controlAccess?: (request: FastifyRequest) => void;
}

/** iyzico sandbox test cards: these succeed; the failing ones carry iyzico's error text. */
export const TEST_CARDS = {
  success: ['5528790000000008', '5890040000000016', '4766620000000001'],
  failure: {
    '4111111111111129': { errorCode: '10051', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' },
    '4129111111111111': { errorCode: '10005', errorMessage: 'İşlem onaylanmadı' },
    '4125111111111115': { errorCode: '10054', errorMessage: 'Son kullanma tarihi hatalı' },
  } as Record<string, { errorCode: string; errorMessage: string }>,
};

const plan = (
  productReferenceCode: string,
  referenceCode: string,
  name: string,
  price: number,
  paymentInterval: PricingPlan['paymentInterval'],
  trialPeriodDays: number,
): PricingPlan => ({
  referenceCode,
  name,
  price,
  currencyCode: 'TRY',
  paymentInterval,
  paymentIntervalCount: 1,
  trialPeriodDays,
  planPaymentType: 'RECURRING',
  status: 'ACTIVE',
  productReferenceCode,
});

/** The demo products (docs/product-rules.md#payments; Basic 299.99, Pro 774.5 / 7745, Enterprise 1499.99 TRY; trials 7/14/30). */
export const DEMO_PRODUCTS: Product[] = [
  {
    referenceCode: 'demo-basic',
    name: 'GüneşVeri Basic',
    description: 'Temel premium erişim',
    status: 'ACTIVE',
    pricingPlans: [plan('demo-basic', 'demo-basic-monthly', 'Basic Aylık', 299.99, 'MONTHLY', 7)],
  },
  {
    referenceCode: 'demo-pro',
    name: 'GüneşVeri Pro',
    description: 'Tam erişim',
    status: 'ACTIVE',
    pricingPlans: [
      plan('demo-pro', 'demo-pro-monthly', 'Pro Aylık', 774.5, 'MONTHLY', 14),
      plan('demo-pro', 'demo-pro-yearly', 'Pro Yıllık', 7745, 'YEARLY', 30),
    ],
  },
  {
    referenceCode: 'demo-enterprise',
    name: 'GüneşVeri Enterprise',
    description: 'Kurumsal erişim',
    status: 'ACTIVE',
    pricingPlans: [plan('demo-enterprise', 'demo-enterprise-monthly', 'Enterprise Aylık', 1499.99, 'MONTHLY', 30)],
  },
];

export interface DeliveredWebhook {
  event: SubscriptionWebhook;
  signature: string;
  /** HTTP status of the delivery, or null when it was not delivered. */
  status: number | null;
}

/** What a test (or a developer script) can do to the simulator besides the API. */
export interface SimulatorControl {
  readonly webhooks: DeliveredWebhook[];
  /** Pays (or fails) a checkout as the browser would, with a test card. */
  pay(token: string, cardNumber: string): Promise<Checkout>;
  /** A renewal attempt at the provider: an order, then a webhook (success or failure). */
  renew(subscriptionReferenceCode: string, outcome: 'success' | 'failure'): Promise<DeliveredWebhook>;
  /** The subscription ends at the provider (e.g. cancelled from iyzico's panel). */
  cancel(subscriptionReferenceCode: string): Promise<void>;
  /** Builds (and signs) an event without sending it, e.g. to replay it or to tamper with it. */
  signedEvent(subscriptionReferenceCode: string, type: SubscriptionWebhook['iyziEventType']): Promise<DeliveredWebhook>;
}

const failure = (errorCode: string, errorMessage: string) => ({
  status: 'failure',
  errorCode,
  errorMessage,
  locale: 'tr',
  systemTime: Date.now(),
});

const ok = (fields: Record<string, unknown>) => ({ status: 'success', locale: 'tr', systemTime: Date.now(), ...fields });

const code = () => randomUUID();

function endSubscription(s: Subscription) {
  s.status = 'CANCELED';
  s.endDate = Date.now();
}

/**
 * Registers the simulator's routes on `app` (standalone, or inside the GüneşVeri app under a prefix)
 * and returns its control handle.
 */
export function registerIyzicoSimulator(app: FastifyInstance, options: SimulatorOptions): SimulatorControl {
  const products = options.products ?? DEMO_PRODUCTS;
  const plans = new Map(products.flatMap((p) => p.pricingPlans.map((pl) => [pl.referenceCode, pl] as const)));
  const store = options.store ?? memorySimulatorStore(options.stateFile);
  const webhooks: DeliveredWebhook[] = [];
  // Read when used: a standalone simulator learns its URL only once it listens.
  const base = () => options.publicBaseUrl.replace(/\/$/, '');

  // The raw body is what the client signed; keep it for the IYZWSv2 check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    if (body === '') return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, querystring.parse(body as string)),
  );

  /** The official client signs `randomKey + path + JSON body` (`{}` when it sends none). */
  function authorised(request: FastifyRequest): boolean {
    const prefix = app.prefix;
    const path = (request.url.split('?')[0] ?? '').slice(prefix.length);
    const raw = (request as FastifyRequest & { rawBody?: string }).rawBody;
    const header = request.headers.authorization;
    const randomKey = request.headers['x-iyzi-rnd'];
    return verifyAuthorization(header, typeof randomKey === 'string' ? randomKey : undefined, options, path, raw || '{}');
  }

  const api = (handler: (request: FastifyRequest, reply: FastifyReply) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request)) return reply.status(401).send(failure('1000', 'Geçersiz imza'));
    return handler(request, reply);
  };

  const subscriptionData = (s: Subscription) => ({
    referenceCode: s.referenceCode,
    parentReferenceCode: s.referenceCode,
    pricingPlanReferenceCode: s.pricingPlanReferenceCode,
    customerReferenceCode: s.customerReferenceCode,
    subscriptionStatus: s.status,
    trialDays: s.trialDays,
    createdDate: s.startDate,
    startDate: s.startDate,
    endDate: s.endDate,
    orders: s.orders.map((o) => ({ referenceCode: o.referenceCode, orderStatus: o.paid ? 'SUCCESS' : 'FAILED', startPeriod: o.at })),
  });

  app.post(
    '/v2/subscription/checkoutform/initialize',
    api(async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const plan = plans.get(String(body.pricingPlanReferenceCode ?? ''));
      if (!plan || plan.status !== 'ACTIVE') return reply.send(failure('201600', 'Ödeme planı bulunamadı'));
      const customer = body.customer as CheckoutCustomer | undefined;
      const missing = !customer || !customer.name || !customer.surname || !customer.email || !customer.identityNumber;
      if (missing || !/^\+90\d{10}$/.test(customer?.gsmNumber ?? '')) return reply.send(failure('100001', 'Müşteri bilgileri eksik veya hatalı'));
      if (typeof body.callbackUrl !== 'string' || !/^https?:\/\//.test(body.callbackUrl)) {
        return reply.send(failure('100001', 'callbackUrl gönderilmesi zorunludur'));
      }
      const token = randomBytes(18).toString('base64url');
      await store.addCheckout({
        token,
        conversationId: String(body.conversationId ?? ''),
        callbackUrl: body.callbackUrl,
        plan,
        customer: customer!,
        expiresAt: Date.now() + 30 * 60_000,
        outcome: null,
      });
      const init = JSON.stringify({ token, locale: 'tr', price: plan.price, currency: plan.currencyCode, baseUrl: base() }).replaceAll('<', '\\u003c');
      // The same shape as iyzico's: an inline script that loads the form's bundle into the page.
      const checkoutFormContent =
        `<script type="text/javascript">if (typeof iyziInit == 'undefined') {var iyziInit = ${init};` +
        `var s = document.createElement('script');s.src = '${base()}/checkoutform/v2/bundle.js';` +
        `document.getElementsByTagName('head')[0].appendChild(s);}</script>`;
      return reply.send(ok({ conversationId: body.conversationId, token, checkoutFormContent, tokenExpireTime: 1800 }));
    }),
  );

  app.get(
    '/v2/subscription/checkoutform/:token',
    api(async (request, reply) => {
      const checkout = await store.checkout((request.params as { token: string }).token);
      if (!checkout) return reply.send(failure('201600', 'Ödeme formu bulunamadı'));
      const outcome = checkout.outcome;
      if (!outcome) return reply.send(failure('201601', 'Ödeme tamamlanmadı'));
      if (!outcome.paid) return reply.send(failure(outcome.errorCode, outcome.errorMessage));
      return reply.send(ok({ data: subscriptionData((await store.subscription(outcome.subscriptionReferenceCode))!) }));
    }),
  );

  app.get(
    '/v2/subscription/subscriptions/:ref',
    api(async (request, reply) => {
      const s = await store.subscription((request.params as { ref: string }).ref);
      return reply.send(s ? ok({ data: subscriptionData(s) }) : failure('201400', 'Abonelik bulunamadı'));
    }),
  );

  app.post(
    '/v2/subscription/subscriptions/:ref/cancel',
    api(async (request, reply) => {
      let already = false;
      const s = await store.updateSubscription((request.params as { ref: string }).ref, (s) => {
        already = s.status === 'CANCELED';
        if (!already) endSubscription(s);
        return !already;
      });
      if (!s) return reply.send(failure('201400', 'Abonelik bulunamadı'));
      if (already) return reply.send(failure('201410', 'Abonelik zaten iptal edilmiş'));
      return reply.send(ok({}));
    }),
  );

  app.get(
    '/v2/subscription/pricing-plans/:ref',
    api((request, reply) => {
      const p = plans.get((request.params as { ref: string }).ref);
      return reply.send(p ? ok({ data: p }) : failure('201401', 'Ödeme planı bulunamadı'));
    }),
  );

  app.get(
    '/v2/subscription/products',
    api((request, reply) => {
      const q = request.query as { page?: string; count?: string };
      const count = Math.min(Math.max(Number(q.count) || 10, 1), 100);
      const page = Math.max(Number(q.page) || 1, 1);
      const items = products.slice((page - 1) * count, page * count);
      return reply.send(
        ok({ data: { totalCount: products.length, currentPage: page, pageCount: Math.max(1, Math.ceil(products.length / count)), items } }),
      );
    }),
  );

  // The browser side: the form bundle, the pay step, and the return to the merchant's callback.
  app.get('/checkoutform/v2/bundle.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(CHECKOUT_BUNDLE_JS),
  );
  app.get('/checkoutform/v2/return.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(RETURN_JS),
  );
  app.post('/checkoutform/pay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const checkout = await store.checkout(String(body.token ?? ''));
    if (!checkout || checkout.expiresAt < Date.now()) {
      return reply.status(404).type('text/html; charset=utf-8').send(payPageHtml('Ödeme formunun süresi doldu veya bulunamadı.'));
    }
    if (!checkout.outcome) await settle(checkout, String(body.cardNumber ?? '').replace(/\D/g, ''));
    return reply.type('text/html; charset=utf-8').send(returnPageHtml(base(), checkout.callbackUrl, checkout.token));
  });

  /** The card's outcome, kept unless the form already has one (a second pay changes nothing). */
  async function settle(checkout: Checkout, cardNumber: string): Promise<Checkout> {
    let outcome: CheckoutOutcome;
    let subscription: Subscription | undefined;
    if (TEST_CARDS.success.includes(cardNumber)) {
      const now = Date.now();
      subscription = {
        referenceCode: code(),
        pricingPlanReferenceCode: checkout.plan.referenceCode,
        customerReferenceCode: code(),
        status: 'ACTIVE',
        trialDays: checkout.plan.trialPeriodDays,
        startDate: now,
        endDate: null,
        orders: [{ referenceCode: code(), paid: true, at: now }],
      };
      outcome = { paid: true, subscriptionReferenceCode: subscription.referenceCode };
    } else {
      const known = TEST_CARDS.failure[cardNumber];
      outcome = { paid: false, ...(known ?? { errorCode: '12', errorMessage: 'Geçersiz kart numarası' }) };
    }
    return (await store.settle(checkout.token, outcome, subscription)) ?? checkout;
  }

  async function signedEvent(subscriptionReferenceCode: string, type: string, orderReferenceCode = code()): Promise<DeliveredWebhook> {
    const s = await store.subscription(subscriptionReferenceCode);
    if (!s) throw new Error(`unknown subscription ${subscriptionReferenceCode}`);
    const event: SubscriptionWebhook = {
      merchantId: options.merchantId,
      iyziEventType: type,
      iyziEventTime: Date.now(),
      iyziReferenceCode: code(),
      subscriptionReferenceCode,
      orderReferenceCode,
      customerReferenceCode: s.customerReferenceCode,
    };
    return { event, signature: webhookSignature(options.secretKey, event), status: null };
  }

  async function deliver(webhook: DeliveredWebhook): Promise<DeliveredWebhook> {
    webhooks.push(webhook);
    if (!options.webhookUrl) return webhook;
    try {
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-iyz-signature-v3': webhook.signature },
        body: JSON.stringify(webhook.event),
        signal: AbortSignal.timeout(10_000),
      });
      webhook.status = res.status;
    } catch {
      webhook.status = null;
    }
    return webhook;
  }

  const control: SimulatorControl = {
    webhooks,
    async pay(token, cardNumber) {
      const checkout = await store.checkout(token);
      if (!checkout) throw new Error(`unknown checkout ${token}`);
      return checkout.outcome ? checkout : settle(checkout, cardNumber);
    },
    async renew(subscriptionReferenceCode, outcome) {
      const order = { referenceCode: code(), paid: outcome === 'success', at: Date.now() };
      const s = await store.updateSubscription(subscriptionReferenceCode, (s) => {
        s.orders.push(order);
        if (outcome === 'failure') s.status = 'UNPAID';
        return true;
      });
      if (!s) throw new Error(`unknown subscription ${subscriptionReferenceCode}`);
      return deliver(await signedEvent(subscriptionReferenceCode, `subscription.order.${outcome}`, order.referenceCode));
    },
    async cancel(subscriptionReferenceCode) {
      const s = await store.updateSubscription(subscriptionReferenceCode, (s) => {
        endSubscription(s);
        return true;
      });
      if (!s) throw new Error(`unknown subscription ${subscriptionReferenceCode}`);
    },
    signedEvent: (ref, type) => signedEvent(ref, type),
  };

  // A developer's way to fire renewals against a running app: not part of iyzico's API, and it
  // mints Bakiye, so only the control check admits it (or the keys on a standalone simulator).
  const renewal = async (request: FastifyRequest, reply: FastifyReply) => {
    const ref = (request.params as { ref: string }).ref;
    const outcome = (request.body as { outcome?: string } | undefined)?.outcome === 'failure' ? 'failure' : 'success';
    if (!(await store.subscription(ref))) return reply.send(failure('201400', 'Abonelik bulunamadı'));
    return reply.send(ok({ data: await control.renew(ref, outcome) }));
  };
  const controlAccess = options.controlAccess;
  if (controlAccess) {
    app.post('/simulator/subscriptions/:ref/renewal', { config: { session: true } }, async (request, reply) => {
      controlAccess(request);
      return renewal(request, reply);
    });
  } else {
    app.post('/simulator/subscriptions/:ref/renewal', api(renewal));
  }

  return control;
}

export interface RunningSimulator extends SimulatorControl {
  url: string;
  readonly checkouts: MemorySimulatorStore['checkouts'];
  readonly subscriptions: MemorySimulatorStore['subscriptions'];
  close(): Promise<void>;
}

/** The simulator on its own port (tests, or a developer running it beside the app). */
export async function startIyzicoSimulator(
  options: Omit<SimulatorOptions, 'publicBaseUrl'> & { host?: string; port?: number },
): Promise<RunningSimulator> {
  const app = Fastify({ logger: false });
  const store = memorySimulatorStore(options.stateFile);
  const settings: SimulatorOptions = { ...options, store, publicBaseUrl: '' };
  const control = registerIyzicoSimulator(app, settings);
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  settings.publicBaseUrl = url;
  return Object.assign(control, { url, checkouts: store.checkouts, subscriptions: store.subscriptions, close: () => app.close() });
}
