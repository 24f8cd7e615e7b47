import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  BILLING_MESSAGES,
  callbackRequestSchema,
  callbackResultSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  packageListSchema,
  subscriptionRequestListSchema,
  trialRequestSchema,
} from '../../../shared/schemas/billing';
import { userMessageSchema } from '../../../shared/schemas/auth';
import { requireUser } from '../../policies/auth-policy';
import { requireMayBuy, requirePurchasesOpen } from '../../policies/subscription-policy';
import { isPremium } from '../../policies/tier';
import { presentCallbackResult, presentPackage, presentSubscriptionRequest } from '../../presenters/billing';
import { presentCurrentUser } from '../../presenters/current-user';
import { cancelSubscription } from '../../services/subscriptions/cancel-subscription';
import { listActivePackages } from '../../services/subscriptions/packages';
import { processCheckoutResult } from '../../services/subscriptions/process-checkout-result';
import { listSubscriptionRequests } from '../../services/subscriptions/subscription-queries';
import { findUser } from '../../services/users/find-user';
import { startCheckout } from '../../services/subscriptions/start-checkout';
import { startTrial } from '../../services/subscriptions/trials';
import { checkoutPagePath } from './checkout-page';

const tags = ['subscriptions'];

// Packages, checkout, the callback result, trials and cancel (docs/product-rules.md#payments; decision 007).
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, provider: app.payments.provider, notifier: app.notifier, log: app.log });

  app.get('/packages', { schema: { tags, summary: 'Aktif paketler', response: { 200: packageListSchema } } }, async () => ({
    items: (await listActivePackages(app.db)).map(presentPackage),
    purchases_open: app.payments.mode !== 'off',
  }));

  app.post(
    '/subscriptions/checkout',
    {
      // Closed purchases are said before the body is read: no billing info matters then.
      preValidation: async () => requirePurchasesOpen(app.payments.mode),
      schema: { tags, summary: 'Ödeme formunu hazırla', body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
      const { user } = requireUser(request);
      requireMayBuy(user);
      const { requestId } = await startCheckout({ ...deps(), publicUrl: app.config.PUBLIC_URL }, user, request.body);
      return { checkout_url: checkoutPagePath(requestId) };
    },
  );

  app.post(
    '/subscriptions/callback',
    { schema: { tags, summary: 'Ödeme sonucunu doğrula', body: callbackRequestSchema, response: { 200: callbackResultSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      const row = await processCheckoutResult(deps(), request.body.token, user.id);
      const fresh = (await findUser(app.db, user.id))!;
      return presentCallbackResult(row, isPremium(fresh));
    },
  );

  app.post(
    '/subscriptions/trial',
    { schema: { tags, summary: 'Ücretsiz denemeyi başlat', body: trialRequestSchema, response: { 200: userMessageSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      const started = await startTrial(app.db, user, request.body.package_id);
      return { user: presentCurrentUser(started), message: 'Ücretsiz deneme üyeliğiniz başladı' };
    },
  );

  app.post(
    '/subscriptions/cancel',
    { schema: { tags, summary: 'Aboneliği iptal et', response: { 200: userMessageSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      await cancelSubscription({ db: app.db, provider: app.payments.provider }, user);
      return { user: presentCurrentUser((await findUser(app.db, user.id))!), message: BILLING_MESSAGES.cancelled };
    },
  );

  app.get(
    '/subscriptions/requests',
    { schema: { tags, summary: 'Abonelik geçmişim', response: { 200: subscriptionRequestListSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return { items: (await listSubscriptionRequests(app.db, user.id)).map(presentSubscriptionRequest) };
    },
  );
};
