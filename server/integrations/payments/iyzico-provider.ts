import Iyzipay from 'iyzipay';
import { verifyWebhookSignature } from './iyzico-signatures';
import {
  PaymentProviderError,
  type CheckoutResult,
  type PaymentProvider,
  type PricingPlan,
  type Product,
  type ProviderSubscription,
} from './payment-provider';

export interface IyzicoSettings {
  /** https://api.iyzipay.com, https://sandbox-api.iyzipay.com, or the local simulator's URL. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  merchantId: string;
}

/** iyzico's answer envelope: `status` is "success" or "failure". */
interface Envelope {
  status?: string;
  errorCode?: string;
  errorMessage?: string;
  [key: string]: unknown;
}

type Resource = Record<string, (params: object, callback: (err: Error | null, result: Envelope) => void) => void>;

const UNREACHABLE = 'Ödeme sağlayıcısına ulaşılamadı. Lütfen tekrar deneyin.';
const REFUSED = 'Ödeme sağlayıcısı isteği reddetti.';

/** Subscription resources not found: iyzico answers these codes for unknown reference codes / tokens. */
const NOT_FOUND_CODES = new Set(['201400', '201401', '201600', '100001']);

/** Card checks that refuse a payment: invalid card number, expiry month, expiry year, CVC, expiry date. */
const CARD_REFUSALS = new Set(['12', '13', '14', '15', '17']);

/**
 * A refused payment is a final answer: the bank's codes (10000–19999, e.g. 10051 insufficient funds)
 * and the card checks. Any other failure (a form not completed yet, an unknown code) decides nothing.
 */
function isDecline(code: string | undefined): boolean {
  if (!code || !/^\d+$/.test(code)) return false;
  const n = Number(code);
  return (n >= 10_000 && n < 20_000) || CARD_REFUSALS.has(code);
}

/** The official `iyzipay` client, wrapped in promises and our types. */
export function createIyzicoProvider(settings: IyzicoSettings): PaymentProvider {
  // The client loads every one of its resource modules when made (a good part of a server's start on a busy
  // machine: docs/benchmarks.md#code-figures): made on the first payment call instead, which most starts
  // never see.
  let resources: Record<string, Resource> | undefined;
  const client = () =>
    (resources ??= new Iyzipay({ uri: settings.baseUrl, apiKey: settings.apiKey, secretKey: settings.secretKey }) as unknown as Record<string, Resource>);

  function call(resource: string, method: string, params: object): Promise<Envelope> {
    return new Promise((resolve, reject) => {
      try {
        client()[resource]![method]!({ locale: 'tr', ...params }, (err, result) => {
          if (err || !result || typeof result !== 'object') return reject(new PaymentProviderError(UNREACHABLE));
          resolve(result);
        });
      } catch {
        reject(new PaymentProviderError(UNREACHABLE));
      }
    });
  }

  async function succeed(resource: string, method: string, params: object): Promise<Envelope> {
    const result = await call(resource, method, params);
    if (result.status !== 'success') throw new PaymentProviderError(result.errorMessage || REFUSED, result.errorCode);
    return result;
  }

  /** Null for "no such thing" answers; any other failure throws. */
  async function find(resource: string, method: string, params: object): Promise<Envelope | null> {
    const result = await call(resource, method, params);
    if (result.status === 'success') return result;
    if (result.errorCode && NOT_FOUND_CODES.has(result.errorCode)) return null;
    throw new PaymentProviderError(result.errorMessage || REFUSED, result.errorCode);
  }

  return {
    async initializeCheckout(input) {
      const result = await succeed('subscriptionCheckoutForm', 'initialize', { ...input, subscriptionInitialStatus: 'ACTIVE' });
      if (typeof result.token !== 'string' || typeof result.checkoutFormContent !== 'string') {
        throw new PaymentProviderError(REFUSED);
      }
      return {
        token: result.token,
        checkoutFormContent: result.checkoutFormContent,
        tokenExpireTime: Number(result.tokenExpireTime ?? 0),
      };
    },

    async retrieveCheckout(token): Promise<CheckoutResult> {
      const result = await call('subscriptionCheckoutForm', 'retrieve', { checkoutFormToken: token });
      if (result.status !== 'success') {
        return { paid: false, declined: isDecline(result.errorCode), errorCode: result.errorCode ?? 'UNKNOWN', errorMessage: result.errorMessage ?? REFUSED };
      }
      return { paid: true, ...toSubscription(result.data) };
    },

    async retrieveSubscription(referenceCode) {
      const result = await find('subscription', 'retrieve', { subscriptionReferenceCode: referenceCode });
      return result ? toSubscription(result.data) : null;
    },

    async cancelSubscription(referenceCode) {
      await succeed('subscription', 'cancel', { subscriptionReferenceCode: referenceCode });
    },

    async retrievePricingPlan(referenceCode) {
      const result = await find('subscriptionPricingPlan', 'retrieve', { pricingPlanReferenceCode: referenceCode });
      return result ? toPricingPlan(result.data) : null;
    },

    async listProducts() {
      const products: Product[] = [];
      for (let page = 1; page <= 50; page++) {
        const result = await succeed('subscriptionProduct', 'retrieveList', { page, count: 100 });
        const data = (result.data ?? {}) as { items?: unknown[]; pageCount?: number };
        for (const item of data.items ?? []) products.push(toProduct(item));
        if (page >= Number(data.pageCount ?? 1)) break;
      }
      return products;
    },

    verifyWebhook(event, signature) {
      return verifyWebhookSignature(settings.secretKey, settings.merchantId, event, signature);
    },
  };
}

function record(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') throw new PaymentProviderError(REFUSED);
  return value as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function toSubscription(value: unknown): ProviderSubscription {
  const d = record(value);
  return {
    referenceCode: text(d.referenceCode),
    pricingPlanReferenceCode: text(d.pricingPlanReferenceCode),
    customerReferenceCode: text(d.customerReferenceCode),
    subscriptionStatus: text(d.subscriptionStatus) as ProviderSubscription['subscriptionStatus'],
    trialDays: Number(d.trialDays ?? 0) || 0,
    startDate: numberOrNull(d.startDate),
    endDate: numberOrNull(d.endDate),
    orders: (Array.isArray(d.orders) ? d.orders : [])
      .map((o) => {
        const order = record(o);
        return { referenceCode: text(order.referenceCode), status: text(order.orderStatus), startPeriod: numberOrNull(order.startPeriod) };
      })
      .sort((a, b) => (a.startPeriod ?? 0) - (b.startPeriod ?? 0)),
  };
}

function toPricingPlan(value: unknown, productReferenceCode?: string): PricingPlan {
  const d = record(value);
  return {
    referenceCode: text(d.referenceCode),
    name: text(d.name),
    price: Number(d.price),
    currencyCode: text(d.currencyCode),
    paymentInterval: text(d.paymentInterval) as PricingPlan['paymentInterval'],
    paymentIntervalCount: Number(d.paymentIntervalCount ?? 1),
    trialPeriodDays: Number(d.trialPeriodDays ?? 0) || 0,
    planPaymentType: text(d.planPaymentType),
    status: text(d.status),
    productReferenceCode: text(d.productReferenceCode) || productReferenceCode || '',
  };
}

function toProduct(value: unknown): Product {
  const d = record(value);
  const referenceCode = text(d.referenceCode);
  return {
    referenceCode,
    name: text(d.name),
    description: typeof d.description === 'string' ? d.description : null,
    status: text(d.status),
    pricingPlans: Array.isArray(d.pricingPlans) ? d.pricingPlans.map((p) => toPricingPlan(p, referenceCode)) : [],
  };
}
