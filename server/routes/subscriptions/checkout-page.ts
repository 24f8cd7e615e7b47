import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { billingIdParamsSchema } from '../../../shared/schemas/billing';
import { checkoutPageCsp, checkoutPageHtml } from '../../presenters/checkout-page';
import { findOwnPendingCheckout } from '../../services/subscriptions/subscription-queries';

export const checkoutPagePath = (requestId: string) => `/packages/checkout/${requestId}`;

const formatPrice = (amount: number | null, currency: string | null) =>
  amount === null ? '' : `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();

// The provider's payment form on a page of its own, for its owner only, with a per-response nonce.
export const checkoutPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/packages/checkout/:id', { config: { session: true }, schema: { hide: true, params: billingIdParamsSchema } }, async (request, reply) => {
    if (!request.user) return reply.redirect(`/login?redirect=${encodeURIComponent('/packages')}`, 303);
    const row = await findOwnPendingCheckout(app.db, request.user.id, request.params.id);
    if (!row) return reply.redirect('/packages', 303);
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Content-Security-Policy', checkoutPageCsp(nonce, app.payments.checkoutOrigins))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        checkoutPageHtml({
          nonce,
          packageName: row.package_name ?? '',
          price: formatPrice(row.amount, row.currency),
          formContent: row.checkout_form_content!,
        }),
      );
  });
};
