import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import querystring from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { verifyAuthorization, webhookSignature } from './iyzico-signatures';
import { CHECKOUT_BUNDLE_JS, RETURN_JS, payPageHtml, returnPageHtml } from './iyzico-simulator-pages';
import type { CheckoutCustomer, PricingPlan, Product, SubscriptionStatus, SubscriptionWebhook } from './payment-provider';

// A local twin of the part of iyzico's subscription API that the app calls (a local twin, docs/ARCHITECTURE.md): the
// official `iyzipay` client talks to it exactly as to iyzico (IYZWSv2 header checked), it serves a
// checkout form that succeeds or fails by test card and then sends the browser to the callback URL
// with a form POST, and it sends renewal webhooks signed as iyzico signs them (X-IYZ-SIGNATURE-V3).
// State lives in memory: it is a development and test tool, never a ledger.

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
  /** Keep checkouts and subscriptions in this JSON file, so a restarted app still knows them. */
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

interface Checkout {
  token: string;
  conversationId: string;
  callbackUrl: string;
  plan: PricingPlan;
  customer: CheckoutCustomer;
  expiresAt: number;
  outcome: { paid: true; subscriptionReferenceCode: string } | { paid: false; errorCode: string; errorMessage: string } | null;
}

interface Subscription {
  referenceCode: string;
  pricingPlanReferenceCode: string;
  customerReferenceCode: string;
  status: SubscriptionStatus;
  trialDays: number;
  startDate: number;
  endDate: number | null;
  orders: { referenceCode: string; paid: boolean; at: number }[];
}

export interface DeliveredWebhook {
  event: SubscriptionWebhook;
  signature: string;
  /** HTTP status of the delivery, or null when it was not delivered. */
  status: number | null;
}

/** What a test (or a developer script) can do to the simulator besides the API. */
export interface SimulatorControl {
  readonly checkouts: ReadonlyMap<string, Checkout>;
  readonly subscriptions: ReadonlyMap<string, Subscription>;
  readonly webhooks: DeliveredWebhook[];
  /** Pays (or fails) a checkout as the browser would, with a test card. */
  pay(token: string, cardNumber: string): Checkout;
  /** A renewal attempt at the provider: an order, then a webhook (success or failure). */
  renew(subscriptionReferenceCode: string, outcome: 'success' | 'failure'): Promise<DeliveredWebhook>;
  /** The subscription ends at the provider (e.g. cancelled from iyzico's panel). */
  cancel(subscriptionReferenceCode: string): void;
  /** Builds (and signs) an event without sending it, e.g. to replay it or to tamper with it. */
  signedEvent(subscriptionReferenceCode: string, type: SubscriptionWebhook['iyziEventType']): DeliveredWebhook;
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

/**
 * Registers the simulator's routes on `app` (standalone, or inside the GüneşVeri app under a prefix)
 * and returns its control handle.
 */
export function registerIyzicoSimulator(app: FastifyInstance, options: SimulatorOptions): SimulatorControl {
  const products = options.products ?? DEMO_PRODUCTS;
  const plans = new Map(products.flatMap((p) => p.pricingPlans.map((pl) => [pl.referenceCode, pl] as const)));
  const checkouts = new Map<string, Checkout>();
  const subscriptions = new Map<string, Subscription>();
  const { load, save } = stateFileOf(options.stateFile, checkouts, subscriptions);
  load();
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
    api((request, reply) => {
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
      checkouts.set(token, {
        token,
        conversationId: String(body.conversationId ?? ''),
        callbackUrl: body.callbackUrl,
        plan,
        customer: customer!,
        expiresAt: Date.now() + 30 * 60_000,
        outcome: null,
      });
      save();
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
    api((request, reply) => {
      const checkout = checkouts.get((request.params as { token: string }).token);
      if (!checkout) return reply.send(failure('201600', 'Ödeme formu bulunamadı'));
      const outcome = checkout.outcome;
      if (!outcome) return reply.send(failure('201601', 'Ödeme tamamlanmadı'));
      if (!outcome.paid) return reply.send(failure(outcome.errorCode, outcome.errorMessage));
      return reply.send(ok({ data: subscriptionData(subscriptions.get(outcome.subscriptionReferenceCode)!) }));
    }),
  );

  app.get(
    '/v2/subscription/subscriptions/:ref',
    api((request, reply) => {
      const s = subscriptions.get((request.params as { ref: string }).ref);
      return reply.send(s ? ok({ data: subscriptionData(s) }) : failure('201400', 'Abonelik bulunamadı'));
    }),
  );

  app.post(
    '/v2/subscription/subscriptions/:ref/cancel',
    api((request, reply) => {
      const s = subscriptions.get((request.params as { ref: string }).ref);
      if (!s) return reply.send(failure('201400', 'Abonelik bulunamadı'));
      if (s.status === 'CANCELED') return reply.send(failure('201410', 'Abonelik zaten iptal edilmiş'));
      s.status = 'CANCELED';
      s.endDate = Date.now();
      save();
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
  app.post('/checkoutform/pay', (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const checkout = checkouts.get(String(body.token ?? ''));
    if (!checkout || checkout.expiresAt < Date.now()) {
      return reply.status(404).type('text/html; charset=utf-8').send(payPageHtml('Ödeme formunun süresi doldu veya bulunamadı.'));
    }
    if (!checkout.outcome) settle(checkout, String(body.cardNumber ?? '').replace(/\D/g, ''));
    return reply.type('text/html; charset=utf-8').send(returnPageHtml(base(), checkout.callbackUrl, checkout.token));
  });

  function settle(checkout: Checkout, cardNumber: string): void {
    if (TEST_CARDS.success.includes(cardNumber)) {
      const referenceCode = code();
      const now = Date.now();
      subscriptions.set(referenceCode, {
        referenceCode,
        pricingPlanReferenceCode: checkout.plan.referenceCode,
        customerReferenceCode: code(),
        status: 'ACTIVE',
        trialDays: checkout.plan.trialPeriodDays,
        startDate: now,
        endDate: null,
        orders: [{ referenceCode: code(), paid: true, at: now }],
      });
      checkout.outcome = { paid: true, subscriptionReferenceCode: referenceCode };
    } else {
      const known = TEST_CARDS.failure[cardNumber];
      checkout.outcome = { paid: false, ...(known ?? { errorCode: '12', errorMessage: 'Geçersiz kart numarası' }) };
    }
    save();
  }

  function signedEvent(subscriptionReferenceCode: string, type: string, orderReferenceCode = code()): DeliveredWebhook {
    const s = subscriptions.get(subscriptionReferenceCode);
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
    checkouts,
    subscriptions,
    webhooks,
    pay(token, cardNumber) {
      const checkout = checkouts.get(token);
      if (!checkout) throw new Error(`unknown checkout ${token}`);
      if (!checkout.outcome) settle(checkout, cardNumber);
      return checkout;
    },
    async renew(subscriptionReferenceCode, outcome) {
      const s = subscriptions.get(subscriptionReferenceCode);
      if (!s) throw new Error(`unknown subscription ${subscriptionReferenceCode}`);
      const order = { referenceCode: code(), paid: outcome === 'success', at: Date.now() };
      s.orders.push(order);
      if (outcome === 'failure') s.status = 'UNPAID';
      save();
      return deliver(signedEvent(subscriptionReferenceCode, `subscription.order.${outcome}`, order.referenceCode));
    },
    cancel(subscriptionReferenceCode) {
      const s = subscriptions.get(subscriptionReferenceCode);
      if (!s) throw new Error(`unknown subscription ${subscriptionReferenceCode}`);
      s.status = 'CANCELED';
      s.endDate = Date.now();
      save();
    },
    signedEvent: (ref, type) => signedEvent(ref, type),
  };

  // A developer's way to fire renewals against a running app: not part of iyzico's API, and it
  // mints Bakiye, so only the control check admits it (or the keys on a standalone simulator).
  const renewal = async (request: FastifyRequest, reply: FastifyReply) => {
    const ref = (request.params as { ref: string }).ref;
    const outcome = (request.body as { outcome?: string } | undefined)?.outcome === 'failure' ? 'failure' : 'success';
    if (!subscriptions.has(ref)) return reply.send(failure('201400', 'Abonelik bulunamadı'));
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

/** Optional persistence of the simulator's state (a development convenience, never a ledger). */
function stateFileOf(file: string | undefined, checkouts: Map<string, Checkout>, subscriptions: Map<string, Subscription>) {
  return {
    load() {
      if (!file || !existsSync(file)) return;
      try {
        const state = JSON.parse(readFileSync(file, 'utf8')) as { checkouts?: Checkout[]; subscriptions?: Subscription[] };
        for (const c of state.checkouts ?? []) checkouts.set(c.token, c);
        for (const s of state.subscriptions ?? []) subscriptions.set(s.referenceCode, s);
      } catch {
        // A damaged state file starts the simulator empty.
      }
    },
    save() {
      if (!file) return;
      mkdirSync(path.dirname(file), { recursive: true });
      const now = Date.now();
      const live = [...checkouts.values()].filter((c) => c.expiresAt > now || c.outcome);
      writeFileSync(`${file}.tmp`, JSON.stringify({ checkouts: live, subscriptions: [...subscriptions.values()] }));
      renameSync(`${file}.tmp`, file);
    },
  };
}

export interface RunningSimulator extends SimulatorControl {
  url: string;
  close(): Promise<void>;
}

/** The simulator on its own port (tests, or a developer running it beside the app). */
export async function startIyzicoSimulator(
  options: Omit<SimulatorOptions, 'publicBaseUrl'> & { host?: string; port?: number },
): Promise<RunningSimulator> {
  const app = Fastify({ logger: false });
  const settings: SimulatorOptions = { ...options, publicBaseUrl: '' };
  const control = registerIyzicoSimulator(app, settings);
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  settings.publicBaseUrl = url;
  return Object.assign(control, { url, close: () => app.close() });
}
