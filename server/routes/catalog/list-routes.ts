import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { listCompanies, openedCompanyIds, openersOf, planCompanyPage, type CompanyListParams } from '../../services/catalog/list-companies';
import { planProjectPage } from '../../services/catalog/list-projects';
import { readList } from '../../services/catalog/read-list';

/** The rows of the first company page that premium members share, with their openers (see markedFirstPage). */
export const PREMIUM_COMPANY_ROWS = { list: 'companies', variant: 'premium-rows' } as const;
// Past this many openings of one page's twenty companies, members are looked up per request instead.
const OPENINGS_HELD = 50_000;
const NONE_OPENED: ReadonlySet<string> = new Set();

// Project and company lists. Access and charges (docs/decisions/004, 034) are decided on the server
// before any row is read (services/catalog/read-list.ts): 401 LOGIN_REQUIRED, 403 PREMIUM_REQUIRED,
// 402 COST_CONFIRMATION_REQUIRED (with the quote). GET only reads; accepting a quote is POST .../list
// with the quoted total (a link cannot spend).
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const PROJECT_ORDER = { sort: 'updated_at', dir: 'desc' } as const;
  const COMPANY_ORDER = { sort: 'company_name', dir: 'asc' } as const;

  const viewerOf = (request: FastifyRequest) => ({ tier: tierOf(request.user), userId: request.user?.id });

  /** The list's parameters with its default order filled in, and what the access policy judges. */
  function projectRequest(q: ProjectListQueryOutput) {
    // A newly chosen column starts descending for projects.
    const sort = q.sort ?? PROJECT_ORDER.sort;
    const dir = q.dir ?? PROJECT_ORDER.dir;
    const filters = { city_id: q.city_id, type_id: q.type_id, status_type_id: q.status_type_id, source_id: q.source_id };
    const customSort = sort !== PROJECT_ORDER.sort || dir !== PROJECT_ORDER.dir;
    const access = { list: 'projects' as const, search: q.search, filters, customSort, sortKey: `${sort}:${dir}`, page: q.page };
    return { access, params: { ...filters, search: q.search, sort, dir, page: q.page } };
  }

  async function projects(request: FastifyRequest, q: ProjectListQueryOutput, quotedTotal?: number) {
    const { access, params } = projectRequest(q);
    const result = await readList(app.db, { viewer: viewerOf(request), access, quotedTotal, label: 'Projeler', plan: () => planProjectPage(app.db, params) });
    return { items: result.items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, total_approximate: result.approximate, charges: result.charges };
  }

  function companyRequest(q: CompanyListQueryOutput) {
    const sort = q.sort ?? COMPANY_ORDER.sort;
    const dir = q.dir ?? COMPANY_ORDER.dir;
    const filters = { city_id: q.city_id, activity_type_id: q.activity_type_id, product_type_id: q.product_type_id, source_id: q.source_id };
    const customSort = sort !== COMPANY_ORDER.sort || dir !== COMPANY_ORDER.dir;
    const access = { list: 'companies' as const, search: q.search, filters, customSort, sortKey: `${sort}:${dir}`, page: q.page };
    return { access, params: { ...filters, search: q.search, sort, dir, page: q.page } };
  }

  async function companies(request: FastifyRequest, q: CompanyListQueryOutput, quotedTotal?: number) {
    const { access, params } = companyRequest(q);
    const viewer = viewerOf(request);
    const premium = viewer.tier === 'premium';
    // Only a premium member's rows carry their own opened marks; anyone else's page is the same for all.
    const plan = () => planCompanyPage(app.db, params, premium ? viewer.userId : undefined);
    const result = await readList(app.db, { viewer, access, quotedTotal, label: 'Firmalar', plan });
    const items = result.items.map((item) => presentCompanyListItem(item, { premium }));
    return { items, page: q.page, page_size: PAGE_SIZE, total: result.total, total_capped: result.capped, total_approximate: result.approximate, charges: result.charges };
  }

  /**
   * A premium member's first company page (docs/product-rules.md#speed, P2): the rows every premium member
   * shares (held LIST_CACHE_MS, emptied by a super admin's write like every shared page), marked with this
   * member's opened companies. Only verified companies can be locked, so only their openers matter. On a
   * single instance those openers are read with the rows and held beside them, so no request of a member runs
   * SQL; a member's opening lets them go (detail routes). Otherwise each request looks its member up on their
   * key. The finished answer is shared by the members with the same marks on the page (most have none), so it
   * is serialised and compressed once, not per request.
   */
  async function markedFirstPage(request: FastifyRequest, reply: FastifyReply, userId: string, params: CompanyListParams) {
    const held = await app.firstPages.rows(PREMIUM_COMPANY_ROWS, async () => {
      const page = await listCompanies(app.db, params);
      const verified = page.items.filter((item) => item.is_verified).map((item) => item.id);
      const openers = app.config.LIST_MARKS_IN_MEMORY ? await openersOf(app.db, verified, OPENINGS_HELD) : null;
      return { page, verified, openers };
    });
    const { page } = held;
    const opened = held.openers ? (held.openers.get(userId) ?? NONE_OPENED) : await openedCompanyIds(app.db, userId, held.verified);
    const marks = page.items.filter((item) => opened.has(item.id)).map((item) => item.id);
    return app.firstPages.sendFinished(request, reply, { rows: held, key: marks.join(','), schema: companyListSchema }, () => ({
      items: page.items.map((item) => presentCompanyListItem({ ...item, opened: opened.has(item.id) }, { premium: true })),
      page: 1,
      page_size: PAGE_SIZE,
      total: page.total,
      total_capped: page.capped,
      total_approximate: page.approximate,
      charges: [],
    }));
  }

  const tags = ['catalog'];
  app.get(
    '/projects',
    { schema: { tags, summary: 'Proje listesi', querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
    async (request, reply) => {
      // The first page (page 1, no search, filter or other order) costs nothing and is the same for
      // everyone allowed to see it, which is everyone (decision 014).
      const { params } = projectRequest(request.query);
      if (!app.firstPages.applies(params, PROJECT_ORDER)) return projects(request, request.query);
      return app.firstPages.send(request, reply, { list: 'projects', variant: 'all', schema: projectListSchema }, () => projects(request, request.query));
    },
  );
  app.post(
    '/projects/list',
    { schema: { tags, summary: 'Proje listesi (bakiye onayıyla)', body: projectListChargeSchema, response: { 200: projectListSchema } } },
    async (request) => projects(request, request.body, request.body.quoted_total),
  );
  app.get(
    '/companies',
    { schema: { tags, summary: 'Firma listesi', querystring: companyListQuerySchema, response: { 200: companyListSchema } } },
    async (request, reply) => {
      const { params } = companyRequest(request.query);
      const tier = tierOf(request.user);
      if (!app.firstPages.applies(params, COMPANY_ORDER)) return companies(request, request.query);
      // A premium member's page marks the companies they opened, so it is shared only with the
      // members whose marks on it are the same (see markedFirstPage).
      if (tier === 'premium') return markedFirstPage(request, reply, request.user!.id, params);
      return app.firstPages.send(request, reply, { list: 'companies', variant: tier, schema: companyListSchema }, () => companies(request, request.query));
    },
  );
  app.post(
    '/companies/list',
    { schema: { tags, summary: 'Firma listesi (bakiye onayıyla)', body: companyListChargeSchema, response: { 200: companyListSchema } } },
    async (request) => companies(request, request.body, request.body.quoted_total),
  );
};
