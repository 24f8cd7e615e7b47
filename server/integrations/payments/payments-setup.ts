import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireSuperAdmin } from '../../policies/auth-policy';
import { createIyzicoProvider } from './iyzico-provider';
import { registerIyzicoSimulator } from './iyzico-simulator';
import { databaseSimulatorStore } from './iyzico-simulator-store';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** Where the in-app simulator is served when no iyzico keys are set. */
export const SIMULATOR_PREFIX = '/iyzico-sandbox';

/**
 * The in-app simulator's keys, new for every process: only this app can call its iyzico API (a
 * member cannot sign a cancel or a checkout of their own), and its webhooks verify only here.
 */
function simulatorKeys() {
  return { apiKey: `sandbox-${randomBytes(12).toString('hex')}`, secretKey: randomBytes(32).toString('hex'), merchantId: '100000' };
}

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

  const keys = simulatorKeys();
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
        ...keys,
        publicBaseUrl: publicBase,
        webhookUrl: `${loopback}/api/payments/iyzico/webhook`,
        // In the database: behind a load balancer the form, its payment and the callback's check
        // may each reach another instance (docs/decisions/049).
        store: databaseSimulatorStore(app.db),
        // Renewals mint Bakiye: a signed-in super admin's (npm run iyzico:renew signs in as one).
        controlAccess: (request) => void requireSuperAdmin(request),
      });
    },
    { prefix: SIMULATOR_PREFIX },
  );
  const provider = createIyzicoProvider({ baseUrl: loopback + SIMULATOR_PREFIX, ...keys });
  return { mode: 'simulator', provider, checkoutOrigins: [origin(publicBase)] };
}
