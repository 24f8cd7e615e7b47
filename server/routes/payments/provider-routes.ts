import querystring from 'node:querystring';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { iyzicoWebhookSchema as webhookSchema } from '../../integrations/payments/iyzico-signatures';
import { AppError } from '../../lib/errors';
import { processCheckoutResult } from '../../services/subscriptions/process-checkout-result';
import { processSubscriptionWebhook } from '../../services/subscriptions/process-webhook';

// What the payment provider calls (decisions 007, 028). Both trust nothing they are sent: the callback's
// token only names a stored request whose result is fetched from the provider; a webhook must carry
// iyzico's signature and is then checked against the provider's own record of the subscription.
// Neither depends on the member's cookie (the provider's POST is cross-site).
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, querystring.parse(body as string)),
  );

  app.post('/iyzico/callback', { config: { crossSite: true }, schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' && body.token.length <= 200 ? body.token : '';
    if (!token) return reply.redirect('/subscription-callback', 303);
    let status = '';
    try {
      const row = await processCheckoutResult({ db: app.db, provider: app.payments.provider, notifier: app.notifier, log: app.log }, token);
      status = row.status === 'SUCCESS' ? 'success' : row.status === 'PENDING' ? '' : 'failure';
    } catch (err) {
      // The page asks again with the member's session; a made-up token ends there as "not found".
      if (!(err instanceof AppError)) request.log.error({ err }, 'payment callback failed');
    }
    const query = new URLSearchParams({ token, ...(status ? { status } : {}) });
    return reply.redirect(`/subscription-callback?${query.toString()}`, 303);
  });

  app.post('/iyzico/webhook', { config: { crossSite: true }, schema: { hide: true, body: webhookSchema } }, async (request, reply) => {
    const signature = request.headers['x-iyz-signature-v3'];
    if (!app.payments.provider.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined)) {
      throw new AppError(401, 'INVALID_SIGNATURE', 'Geçersiz imza');
    }
    const outcome = await processSubscriptionWebhook({ db: app.db, provider: app.payments.provider, log: app.log }, request.body);
    return reply.send({ status: outcome });
  });
};
