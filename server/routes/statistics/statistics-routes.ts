import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { registerList } from '../../lists/register-list';
import { installedPowerList, productionList } from '../../lists/statistics';

/** Public national statistics (docs/product-rules.md#statistics): every tier reads them on the home page. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, installedPowerList);
  registerList(app, productionList);
};
