import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createIyzicoProvider } from './iyzico-provider';
import { registerIyzicoSimulator } from './iyzico-simulator';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** Where the in-app simulator is served when no iyzico keys are set. */
export const SIMULATOR_PREFIX = '/iyzico-sandbox';

/** The simulator's keys are public on purpose: it only ever grants simulated payments. */
export const SIMULATOR_KEYS = { apiKey: 'sandbox-gunesveri-local', secretKey: 'sandbox-gunesveri-local-secret', merchantId: '100000' };

export interface Payments {
  mode: Config['PAYMENTS_MODE'];
  provider: PaymentProvider;
  /** Origins the provider's checkout form loads from and posts to (the checkout page's CSP). */
  checkoutOrigins: string[];
}

const off: PaymentProvider = new Proxy({} as PaymentProvider, {
  get: (_target, name) =>
    name === 'verifyWebhook'
      ? () => false
      : async () => {
          throw new PaymentProviderError('Ödeme sistemi şu anda kullanılamıyor.');
        },
});

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * Picks the payment provider from the configuration: iyzico with the merchant keys; otherwise the
 * local simulator mounted on this app (development, tests, a newcomer's first `npm start`); in
 * production without keys, payments are off. `override` lets tests point at a simulator of their own.
 */
export async function setUpPayments(app: FastifyInstance, config: Config, override?: PaymentProvider): Promise<Payments> {
  if (override) return { mode: config.PAYMENTS_MODE, provider: override, checkoutOrigins: [] };
  if (config.PAYMENTS_MODE === 'iyzico') {
    const baseUrl = config.IYZICO_BASE_URL ?? 'https://sandbox-api.iyzipay.com';
    const provider = createIyzicoProvider({
      baseUrl,
      apiKey: config.IYZICO_API_KEY!,
      secretKey: config.IYZICO_SECRET_KEY!,
      merchantId: config.IYZICO_MERCHANT_ID!,
    });
    // iyzico's form loads its bundle and frames from its static and API hosts.
    const host = new URL(baseUrl).hostname;
    const checkoutOrigins = host.endsWith('iyzipay.com') ? ['https://*.iyzipay.com', 'https://*.iyzico.com'] : [origin(baseUrl)];
    return { mode: 'iyzico', provider, checkoutOrigins };
  }
  if (config.PAYMENTS_MODE === 'off') return { mode: 'off', provider: off, checkoutOrigins: [] };

  const publicBase = config.PUBLIC_URL.replace(/\/$/, '') + SIMULATOR_PREFIX;
  // The app calls the simulator on its own listener over loopback.
  const loopback = `http://127.0.0.1:${config.PORT}`;
  await app.register(
    async (scope) => {
      // A stand-in for iyzico, not part of this app's API (kept out of /api/docs).
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      registerIyzicoSimulator(scope, {
        ...SIMULATOR_KEYS,
        publicBaseUrl: publicBase,
        webhookUrl: `${loopback}/api/payments/iyzico/webhook`,
        stateFile: path.join(config.DATA_DIR, 'iyzico-sandbox.json'),
      });
    },
    { prefix: SIMULATOR_PREFIX },
  );
  const provider = createIyzicoProvider({ baseUrl: loopback + SIMULATOR_PREFIX, ...SIMULATOR_KEYS });
  return { mode: 'simulator', provider, checkoutOrigins: [origin(publicBase)] };
}
