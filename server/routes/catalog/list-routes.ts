import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  companyListQuerySchema,
  companyListSchema,
  projectListQuerySchema,
  projectListSchema,
} from '../../../shared/schemas/catalog';
import { PAGE_SIZE } from '../../../shared/constants';
import { tierOf } from '../../policies/tier';
import { presentCompanyListItem } from '../../presenters/catalog';
import { checkListAccess, payForViews } from '../../services/catalog/list-access';
import { listCompanies, openedCompanyIds } from '../../services/catalog/list-companies';
import { listProjects } from '../../services/catalog/list-projects';

// Project and company lists (spec 2 §2.3). Access and charges per spec 2 §6, decided here on the
// server: 401 LOGIN_REQUIRED, 403 PREMIUM_REQUIRED, 402 COST_CONFIRMATION_REQUIRED (with the quote).
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Refuses what the viewer's tier may not do and charges (after confirmation) what costs Bakiye. */
  async function authorize(
    request: FastifyRequest,
    list: 'projects' | 'companies',
    q: { search?: string; page: number; confirm: boolean },
    filters: Record<string, string | undefined>,
    sort: { key: string; dir: string; isDefault: boolean },
    label: string,
  ) {
    const views = checkListAccess(tierOf(request.user), {
      list,
      search: q.search,
      filters,
      customSort: !sort.isDefault,
      sortKey: `${sort.key}:${sort.dir}`,
      page: q.page,
      confirm: q.confirm,
    });
    return request.user ? payForViews(app.db, request.user.id, views, q.confirm, label) : [];
  }

  app.get(
    '/projects',
    { schema: { tags: ['catalog'], summary: 'Proje listesi', querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
    async (request) => {
      const q = request.query;
      const sort = q.sort ?? 'updated_at';
      // A newly chosen column starts descending for projects (spec 2 §4).
      const dir = q.dir ?? 'desc';
      const filters = { city_id: q.city_id, type_id: q.type_id, status_type_id: q.status_type_id };
      const isDefault = sort === 'updated_at' && dir === 'desc';
      const charges = await authorize(request, 'projects', q, filters, { key: sort, dir, isDefault }, 'Projeler');
      const result = await listProjects(app.db, { ...filters, search: q.search, sort, dir, page: q.page });
      return { items: result.items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, charges };
    },
  );

  app.get(
    '/companies',
    { schema: { tags: ['catalog'], summary: 'Firma listesi', querystring: companyListQuerySchema, response: { 200: companyListSchema } } },
    async (request) => {
      const q = request.query;
      const sort = q.sort ?? 'company_name';
      const dir = q.dir ?? 'asc';
      const filters = { city_id: q.city_id, activity_type_id: q.activity_type_id, product_type_id: q.product_type_id };
      const isDefault = sort === 'company_name' && dir === 'asc';
      const charges = await authorize(request, 'companies', q, filters, { key: sort, dir, isDefault }, 'Firmalar');
      const tier = tierOf(request.user);
      const result = await listCompanies(app.db, { ...filters, search: q.search, sort, dir, page: q.page });
      const opened =
        request.user && tier === 'premium' ? await openedCompanyIds(app.db, request.user.id, result.items.map((i) => i.id)) : new Set<string>();
      const items = result.items.map((item) => presentCompanyListItem(item, { premium: tier === 'premium', opened }));
      return { items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, charges };
    },
  );
};
