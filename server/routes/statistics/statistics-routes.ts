import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { installedPowerResponseSchema, productionResponseSchema, statisticsQuerySchema } from '../../../shared/schemas/statistics';
import { installedPowerStats, productionStats } from '../../services/statistics/statistics-queries';

const tags = ['statistics'];

/** Public national statistics (docs/product-rules.md#statistics): every tier reads them on the home page. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/installed-power',
    { schema: { tags, summary: 'Kurulu güç istatistikleri (MW)', querystring: statisticsQuerySchema, response: { 200: installedPowerResponseSchema } } },
    async (request) => installedPowerStats(app.db, request.query.year),
  );
  app.get(
    '/production',
    { schema: { tags, summary: 'Üretim istatistikleri (MWh)', querystring: statisticsQuerySchema, response: { 200: productionResponseSchema } } },
    async (request) => productionStats(app.db, request.query.year),
  );
};
