import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { requireUser } from '../../policies/auth-policy';
import { billingRoutes } from './billing-routes';
import { apiKeyRoutes } from './api-key-routes';
import { meRoutes } from './me-routes';
import { watchRoutes } from './watch-routes';

// Everything under /api/me is the signed-in member's own: one guard over the whole tree (the route
// table in server/policies/route-access.ts says the same, before validation).
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  await app.register(meRoutes);
  await app.register(billingRoutes, { prefix: '/billing-infos' });
  await app.register(apiKeyRoutes, { prefix: '/api-keys' });
  await app.register(watchRoutes);
};
