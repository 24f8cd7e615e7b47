import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { companySummarySchema, projectSummarySchema, stationSummaryQuerySchema, stationSummarySchema } from '../../../shared/schemas/dashboard';
import { createTtlCache } from '../../lib/ttl-cache';
import { requirePremium } from '../../policies/premium-policy';
import { companySummary, projectSummary, stationSummary } from '../../services/dashboard/dashboard-summaries';

const tags = ['dashboard'];

/** Summaries are the same for every premium user and scan whole tables: a minute's lag is fine. */
const SUMMARY_TTL_MS = 60_000;

/** The premium dashboard (docs/product-rules.md#dashboard): one premium guard over the whole route tree. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => requirePremium(request, 'dashboard'));
  const cache = createTtlCache<unknown>(SUMMARY_TTL_MS);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;

  app.get('/projects', { schema: { tags, summary: 'Proje özeti', response: { 200: projectSummarySchema } } }, async () =>
    cached('projects', () => projectSummary(app.db)),
  );
  app.get('/companies', { schema: { tags, summary: 'Firma özeti', response: { 200: companySummarySchema } } }, async () =>
    cached('companies', () => companySummary(app.db)),
  );
  app.get(
    '/stations',
    { schema: { tags, summary: 'Trafo merkezi kapasite özeti', querystring: stationSummaryQuerySchema, response: { 200: stationSummarySchema } } },
    async (request) => cached(`stations:${request.query.year ?? ''}`, () => stationSummary(app.db, request.query.year)),
  );
};
