import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { nationalCoverageSchema } from '../../../shared/schemas/data-quality';
import { registerList } from '../../lists/register-list';
import { installedPowerList, productionList } from '../../lists/statistics';
import { nationalCoverage } from '../../services/quality/coverage';

/** Public national statistics (docs/product-rules.md#statistics): every tier reads them on the home page. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, installedPowerList);
  registerList(app, productionList);
  // How much of the official installed power the catalogue's known capacity covers (docs/decisions/067-data-quality-gaps-and-coverage.md).
  app.get(
    '/coverage',
    { schema: { tags: ['statistics'], summary: 'Kataloğun kurulu güç kapsaması', response: { 200: nationalCoverageSchema } } },
    async () => nationalCoverage(app.db),
  );
};
