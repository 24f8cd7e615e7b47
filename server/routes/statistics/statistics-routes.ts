import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { installedPowerResponseSchema, productionResponseSchema, statisticsQuerySchema } from '../../../shared/schemas/statistics';
import { nationalCoverageSchema } from '../../../shared/schemas/data-quality';
import { nationalCoverage } from '../../services/quality/coverage';
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
  // How much of the official installed power the catalogue's known capacity covers (docs/decisions/067-data-quality-gaps-and-coverage.md).
  app.get(
    '/coverage',
    { schema: { tags, summary: 'Kataloğun kurulu güç kapsaması', response: { 200: nationalCoverageSchema } } },
    async () => nationalCoverage(app.db),
  );
};
