import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { companySummarySchema, projectSummarySchema, stationSummaryQuerySchema, stationSummarySchema } from '../../../shared/schemas/dashboard';
import { requirePremium } from '../../policies/premium-policy';
import { companySummary, projectSummary, stationSummary } from '../../services/dashboard/dashboard-summaries';

const tags = ['dashboard'];

/** The premium dashboard (spec 2 §2.6): one premium guard over the whole route tree. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => requirePremium(request, 'dashboard'));

  app.get('/projects', { schema: { tags, summary: 'Proje özeti', response: { 200: projectSummarySchema } } }, async () => projectSummary(app.db));
  app.get('/companies', { schema: { tags, summary: 'Firma özeti', response: { 200: companySummarySchema } } }, async () => companySummary(app.db));
  app.get(
    '/stations',
    { schema: { tags, summary: 'Trafo merkezi kapasite özeti', querystring: stationSummaryQuerySchema, response: { 200: stationSummarySchema } } },
    async (request) => stationSummary(app.db, request.query.year),
  );
};
