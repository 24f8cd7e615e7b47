import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  companyListChargeSchema,
  companyListQuerySchema,
  companyListSchema,
  projectListChargeSchema,
  projectListQuerySchema,
  projectListSchema,
} from '../../../shared/schemas/catalog';

type ProjectListQueryOutput = z.output<typeof projectListQuerySchema>;
type CompanyListQueryOutput = z.output<typeof companyListQuerySchema>;
import { PAGE_SIZE } from '../../../shared/constants';
import { tierOf } from '../../policies/tier';
import { presentCompanyListItem } from '../../presenters/catalog';
import { checkListAccess } from '../../policies/catalog-policy';
import { payForViews } from '../../services/catalog/list-access';
import { listCompanies, openedCompanyIds } from '../../services/catalog/list-companies';
import { listProjects } from '../../services/catalog/list-projects';

// Project and company lists (spec 2 §2.3). Access and charges per spec 2 §6, decided here on the
// server: 401 LOGIN_REQUIRED, 403 PREMIUM_REQUIRED, 402 COST_CONFIRMATION_REQUIRED (with the quote).
// GET only reads; accepting a quote is POST .../list with the quoted total (a link cannot spend).
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Refuses what the viewer's tier may not do; the paid views of this request, to charge once its rows are known. */
  function access(
    request: FastifyRequest,
    list: 'projects' | 'companies',
    q: { search?: string; page: number },
    filters: Record<string, string | undefined>,
    sort: { key: string; dir: string; isDefault: boolean },
  ) {
    return checkListAccess(tierOf(request.user), {
      list,
      search: q.search,
      filters,
      customSort: !sort.isDefault,
      sortKey: `${sort.key}:${sort.dir}`,
      page: q.page,
    });
  }
  const charge = (request: FastifyRequest, views: ReturnType<typeof access>, quotedTotal: number | undefined, empty: boolean, label: string) =>
    request.user ? payForViews(app.db, request.user.id, views, { quotedTotal, empty }, label) : Promise.resolve([]);

  async function projects(request: FastifyRequest, q: ProjectListQueryOutput, quotedTotal?: number) {
    const sort = q.sort ?? 'updated_at';
    // A newly chosen column starts descending for projects (spec 2 §4).
    const dir = q.dir ?? 'desc';
    const filters = { city_id: q.city_id, type_id: q.type_id, status_type_id: q.status_type_id };
    const views = access(request, 'projects', q, filters, { key: sort, dir, isDefault: sort === 'updated_at' && dir === 'desc' });
    const result = await listProjects(app.db, { ...filters, search: q.search, sort, dir, page: q.page });
    const charges = await charge(request, views, quotedTotal, result.items.length === 0, 'Projeler');
    return { items: result.items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, charges };
  }

  async function companies(request: FastifyRequest, q: CompanyListQueryOutput, quotedTotal?: number) {
    const sort = q.sort ?? 'company_name';
    const dir = q.dir ?? 'asc';
    const filters = { city_id: q.city_id, activity_type_id: q.activity_type_id, product_type_id: q.product_type_id };
    const views = access(request, 'companies', q, filters, { key: sort, dir, isDefault: sort === 'company_name' && dir === 'asc' });
    const tier = tierOf(request.user);
    const result = await listCompanies(app.db, { ...filters, search: q.search, sort, dir, page: q.page });
    const charges = await charge(request, views, quotedTotal, result.items.length === 0, 'Firmalar');
    const opened =
      request.user && tier === 'premium' ? await openedCompanyIds(app.db, request.user.id, result.items.map((i) => i.id)) : new Set<string>();
    const items = result.items.map((item) => presentCompanyListItem(item, { premium: tier === 'premium', opened }));
    return { items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, charges };
  }

  const tags = ['catalog'];
  app.get(
    '/projects',
    { schema: { tags, summary: 'Proje listesi', querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
    async (request) => projects(request, request.query),
  );
  app.post(
    '/projects/list',
    { schema: { tags, summary: 'Proje listesi (bakiye onayıyla)', body: projectListChargeSchema, response: { 200: projectListSchema } } },
    async (request) => projects(request, request.body, request.body.quoted_total),
  );
  app.get(
    '/companies',
    { schema: { tags, summary: 'Firma listesi', querystring: companyListQuerySchema, response: { 200: companyListSchema } } },
    async (request) => companies(request, request.query),
  );
  app.post(
    '/companies/list',
    { schema: { tags, summary: 'Firma listesi (bakiye onayıyla)', body: companyListChargeSchema, response: { 200: companyListSchema } } },
    async (request) => companies(request, request.body, request.body.quoted_total),
  );
};
