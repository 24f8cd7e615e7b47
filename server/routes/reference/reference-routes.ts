import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { COST_KEYS } from '../../../shared/constants';
import { districtListSchema, districtQuerySchema, referenceListsSchema, tokenCostsSchema } from '../../../shared/schemas/reference';
import { currentCosts } from '../../services/balance/token-costs';
import { listDistricts, listReferenceLists } from '../../services/reference/reference-lists';

// Public reference lists (docs/product-rules.md#catalogue) and the current token costs (for the confirmation modal).
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reference', { schema: { tags: ['reference'], summary: 'Referans listeleri', response: { 200: referenceListsSchema } } }, async () =>
    listReferenceLists(app.db),
  );

  app.get(
    '/reference/districts',
    { schema: { tags: ['reference'], summary: 'Bir ilin ilçeleri', querystring: districtQuerySchema, response: { 200: districtListSchema } } },
    async (request) => ({ items: await listDistricts(app.db, request.query.city_id) }),
  );

  app.get('/token-costs', { schema: { tags: ['reference'], summary: 'Güncel bakiye maliyetleri', response: { 200: tokenCostsSchema } } }, async () => ({
    costs: await currentCosts(app.db, COST_KEYS),
  }));
};
