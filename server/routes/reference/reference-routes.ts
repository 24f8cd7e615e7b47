import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { COST_KEYS } from '../../../shared/constants';
import { districtListSchema, districtQuerySchema, referenceListsSchema, tokenCostsSchema } from '../../../shared/schemas/reference';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../../db/schema/reference';
import { currentCosts } from '../../services/balance/token-costs';

// Public reference lists (spec 1 §7 Tables) and the current token costs (for the confirmation modal).
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const byName = <T extends typeof cities | typeof project_types>(table: T) =>
    app.db.select({ id: table.id, name: table.name }).from(table as typeof cities).orderBy(sql`${table.name} COLLATE tr_icu`);

  app.get('/reference', { schema: { tags: ['reference'], summary: 'Referans listeleri', response: { 200: referenceListsSchema } } }, async () => {
    const [c, pt, ps, pl, ca, cp] = await Promise.all([
      byName(cities),
      byName(project_types),
      byName(project_status_types),
      byName(project_locations),
      byName(company_activity_types),
      byName(company_product_types),
    ]);
    return { cities: c, project_types: pt, project_status_types: ps, project_locations: pl, company_activity_types: ca, company_product_types: cp };
  });

  app.get(
    '/reference/districts',
    { schema: { tags: ['reference'], summary: 'Bir ilin ilçeleri', querystring: districtQuerySchema, response: { 200: districtListSchema } } },
    async (request) => ({
      items: await app.db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .where(eq(districts.city_id, request.query.city_id))
        .orderBy(sql`${districts.name} COLLATE tr_icu`, asc(districts.id)),
    }),
  );

  app.get('/token-costs', { schema: { tags: ['reference'], summary: 'Güncel bakiye maliyetleri', response: { 200: tokenCostsSchema } } }, async () => ({
    costs: await currentCosts(app.db, COST_KEYS),
  }));
};
