import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { companyListChargeSchema, companyListQuerySchema, companyListSchema } from '../../shared/schemas/catalog';
import type { Db } from '../db/client';
import { companies } from '../db/schema/catalog';
import { user_companies } from '../db/schema/inventory';
import { company_sources } from '../db/schema/provenance';
import { cities, company_activity_types, company_product_types } from '../db/schema/reference';
import { companyListRowItem, presentCataloguePage, presentCompanyListItem } from '../presenters/catalog';
import { openedCompanyIds, openersOf } from '../services/catalog/company-openers';
import { isRepresented } from '../services/company-claims/claim-queries';
import { catalogueAccess } from './catalogue-access';
import { cataloguePage, type ListFilter, type PageIds, type StatementViewer } from './catalogue-page';
import { defineList } from './list-definition';

// The company list (docs/product-rules.md#catalogue): everything about it is declared here, and
// routes/catalog/list-routes.ts registers it (docs/ARCHITECTURE.md, "A new list filter").

type Query = z.output<typeof companyListQuerySchema>;

export interface CompanyListParams {
  search?: string;
  city_id?: string;
  activity_type_id?: string;
  product_type_id?: string;
  /** Companies linked to this source (decision 041). */
  source_id?: string;
  sort: 'company_name' | 'city' | 'establishment_year';
  dir: 'asc' | 'desc';
  page: number;
}

const ORDER = { sort: 'company_name', dir: 'asc' } as const;
// Past this many openings of one page's companies, members are looked up per request instead.
const OPENINGS_HELD = 50_000;

const activity = alias(company_activity_types, 'activity');
const product = alias(company_product_types, 'product');
const city = alias(cities, 'city');

/** What the list filters on: premium, and paid once per combination and day. */
const FILTERS: readonly ListFilter<CompanyListParams>[] = [
  { param: 'city_id', column: companies.city_id },
  { param: 'activity_type_id', column: companies.activity_type_id },
  { param: 'product_type_id', column: companies.product_type_id },
  { param: 'source_id', link: { table: company_sources, record: company_sources.company_id, source: company_sources.source_id, id: companies.id } },
];

/**
 * The page's rows: the page's ids first, then their rows. Rows come raw; the presenter masks premium
 * fields. Given a signed-in viewer, each row says whether they have opened (paid for) it, in the same
 * statement: a premium member's page then costs no second one (docs/product-rules.md#speed, P1, P6).
 */
function statement(on: Db, page: PageIds, order: SQL[], viewer: StatementViewer) {
  const viewerId = viewer.tier === 'premium' ? viewer.userId : undefined;
  return on
    .with(page)
    .select({
      total: page.page_total,
      id: page.page_id,
      company_name: companies.company_name,
      activity_id: activity.id,
      activity_name: activity.name,
      product_id: product.id,
      product_name: product.name,
      city_id: city.id,
      city_name: city.name,
      establishment_year: companies.establishment_year,
      website: companies.website,
      linkedin: companies.linkedin,
      is_verified: companies.is_verified,
      // The "Doğrulanmış firma" mark (docs/decisions/069): a verified representative, apart from is_verified.
      represented: isRepresented(),
      opened: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${user_companies} WHERE ${user_companies.user_id} = ${viewerId} AND ${user_companies.company_id} = ${page.page_id})`
        : sql<boolean>`false`,
    })
    .from(page)
    .leftJoin(companies, eq(companies.id, page.page_id))
    .leftJoin(activity, eq(activity.id, companies.activity_type_id))
    .leftJoin(product, eq(product.id, companies.product_type_id))
    .leftJoin(city, eq(city.id, companies.city_id))
    .orderBy(...order);
}

export const companyPage = cataloguePage({
  table: companies,
  id: companies.id,
  search: companies.search_key,
  filters: FILTERS,
  sorts: {
    company_name: { key: sql`${companies.company_name} COLLATE tr_icu` },
    city: { key: sql`${city.name} COLLATE tr_icu`, join: sql`LEFT JOIN ${cities} AS "city" ON ${eq(city.id, companies.city_id)}` },
    establishment_year: { key: sql`${companies.establishment_year}`, nullsLast: true },
  },
  statement,
  item: companyListRowItem,
});

const FIRST_VIEW: CompanyListParams = { sort: ORDER.sort, dir: ORDER.dir, page: 1 };

export const companyList = defineList({
  name: 'companies',
  path: '/companies',
  summary: 'Firma listesi',
  tags: ['catalog'],
  query: companyListQuerySchema,
  response: companyListSchema,
  defaults: ORDER,
  params: (q: Query): CompanyListParams => ({
    search: q.search,
    city_id: q.city_id,
    activity_type_id: q.activity_type_id,
    product_type_id: q.product_type_id,
    source_id: q.source_id,
    sort: q.sort ?? ORDER.sort,
    dir: q.dir ?? ORDER.dir,
    page: q.page,
  }),
  access: catalogueAccess<Query>('companies', ORDER, FILTERS),
  paid: { label: 'Firmalar', body: companyListChargeSchema, summary: 'Firma listesi (bakiye onayıyla)' },
  page: companyPage,
  // Only a premium member's rows carry their own opened marks.
  present: (page, viewer, params, charges) =>
    presentCataloguePage(
      page.items.map((item) => presentCompanyListItem(item, { premium: viewer.tier === 'premium' })),
      page,
      params.page,
      charges,
    ),
  cache: {
    // Anyone but a premium member sees the same page as the others of their tier.
    sharedBy: (viewer) => viewer.tier,
    emptiedBy: ['company'],
    // A premium member's first page (docs/product-rules.md#speed, P2): the rows every premium member
    // shares, marked with this member's opened companies. Only verified companies can be locked, so
    // only their openers matter. On a single instance those openers are read with the rows and held
    // beside them, so no request of a member runs SQL; a member's opening lets them go. Otherwise
    // each request looks its member up on their key.
    marked: {
      tier: 'premium',
      opened: 'company',
      hold: async (app) => {
        const page = await companyPage.read(app.db, FIRST_VIEW, { tier: 'visitor' });
        const markable = page.items.filter((item) => item.is_verified).map((item) => item.id);
        const openers = app.config.LIST_MARKS_IN_MEMORY ? await openersOf(app.db, markable, OPENINGS_HELD) : null;
        return { page, markable, openers };
      },
      mark: (page, opened) => ({ ...page, items: page.items.map((item) => ({ ...item, opened: opened.has(item.id) })) }),
      marksOf: async (app, held, userId) => (held.openers ? (held.openers.get(userId) ?? NONE_OPENED) : openedCompanyIds(app.db, userId, held.markable)),
    },
  },
});

const NONE_OPENED: ReadonlySet<string> = new Set();
