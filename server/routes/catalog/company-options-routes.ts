import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { companyOptionsQuerySchema, companyOptionsSchema } from '../../../shared/schemas/submissions';
import { findCompanyOptions } from '../../services/catalog/company-options';

// The related-company picker of the submission forms (docs/product-rules.md#catalogue). Members only (route-access.ts):
// names alone, which every visitor sees in the list anyway, but not a free lookup service.
export const companyOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/options',
    { schema: { tags: ['catalog'], summary: 'Firma seçici', querystring: companyOptionsQuerySchema, response: { 200: companyOptionsSchema } } },
    async (request) => ({ items: await findCompanyOptions(app.db, request.query.search) }),
  );
};
