import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { adminSubscriptionPageSchema, platformStatsQuerySchema, platformStatsSchema, subscriptionQuerySchema } from '../../../shared/schemas/admin/platform';
import { platformStats } from '../../services/admin/platform-stats';
import { listSubscriptionsForAdmin } from '../../services/admin/subscriptions';

// The platform dashboard and subscription management (docs/product-rules.md#platform-dashboard, #admin-payments). Assigning and removing
// a subscription are the users routes' (admin-user-routes.ts).
export const adminPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/platform-stats', { schema: { tags: ['admin'], summary: 'Platform paneli', querystring: platformStatsQuerySchema, response: { 200: platformStatsSchema } } }, async (request) =>
    platformStats(app.db, request.query.period),
  );

  app.get('/subscriptions', { schema: { tags: ['admin'], summary: 'Abonelik kayıtları', querystring: subscriptionQuerySchema, response: { 200: adminSubscriptionPageSchema } } }, async (request) =>
    listSubscriptionsForAdmin(app.db, request.query),
  );
};
