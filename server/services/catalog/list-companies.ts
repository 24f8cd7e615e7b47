import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { company_sources } from '../../db/schema/provenance';
import { user_companies } from '../../db/schema/inventory';
import { cities, company_activity_types, company_product_types } from '../../db/schema/reference';
import { filterOf, pageIds, planPage, pageOrder, type Filters, type PageSpec, type TotalOptions } from './page-with-total';

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

const activity = alias(company_activity_types, 'activity');
const product = alias(company_product_types, 'product');
const city = alias(cities, 'city');

const SORT_COLUMNS: Record<CompanyListParams['sort'], SQL> = {
  company_name: sql`${companies.company_name} COLLATE tr_icu`,
  city: sql`${city.name} COLLATE tr_icu`,
  establishment_year: sql`${companies.establishment_year}`,
};

const named = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** What the list filters on. */
const FILTERS: Filters<CompanyListParams> = {
  search: companies.search_key,
  equals: [
    [companies.city_id, 'city_id'],
    [companies.activity_type_id, 'activity_type_id'],
    [companies.product_type_id, 'product_type_id'],
  ],
  source: [{ table: company_sources, record: company_sources.company_id, source: company_sources.source_id, id: companies.id }, 'source_id'],
};

/**
 * One page of the company list (docs/product-rules.md#catalogue) and its total (`listPage`: the page's ids first, then
 * their rows). Rows come raw; the presenter masks premium fields. Given a viewer, each row says
 * whether they have opened (paid for) it, in the same statement: a premium member's page then costs
 * no third one (docs/product-rules.md#speed, P1, P6).
 */
export async function listCompanies(db: Db, params: CompanyListParams, viewerId?: string, totals?: TotalOptions) {
  return (await planCompanyPage(db, params, viewerId, totals))(db);
}

/**
 * `listCompanies` in two steps (`planPage`): the estimate now; the page's statement when the returned
 * reader is called, on `db` or a transaction of it (a paid page is read where it is charged).
 */
/** The page of a list's parameters: its order, its filter and the join its sort needs (exports walk the same). */
export function companyPageSpec(params: CompanyListParams): PageSpec {
  return {
    table: companies,
    id: companies.id,
    sortKey: SORT_COLUMNS[params.sort],
    joins: params.sort === 'city' ? sql`LEFT JOIN ${cities} AS "city" ON ${eq(city.id, companies.city_id)}` : undefined,
    dir: params.dir,
    nullsLast: params.sort === 'establishment_year',
    ...filterOf(FILTERS, params),
    page: params.page,
    pageSize: PAGE_SIZE,
  };
}

export async function planCompanyPage(db: Db, params: CompanyListParams, viewerId?: string, totals?: TotalOptions) {
  const spec = companyPageSpec(params);
  const read = await planPage(
    db,
    spec,
    (mode, on) => {
      const page = pageIds(on, spec, mode);
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
          opened: viewerId
            ? sql<boolean>`EXISTS (SELECT 1 FROM ${user_companies} WHERE ${user_companies.user_id} = ${viewerId} AND ${user_companies.company_id} = ${page.page_id})`
            : sql<boolean>`false`,
        })
        .from(page)
        .leftJoin(companies, eq(companies.id, page.page_id))
        .leftJoin(activity, eq(activity.id, companies.activity_type_id))
        .leftJoin(product, eq(product.id, companies.product_type_id))
        .leftJoin(city, eq(city.id, companies.city_id))
        .orderBy(...pageOrder(page, spec));
    },
    totals,
  );
  return async (on: Db) => {
    const { rows, ...total } = await read(on);
    // A row with an id has its company (read in the same statement): its NOT NULL columns are set.
    const items = rows.map((r) => ({
      id: r.id,
      company_name: r.company_name!,
      activity_type: named(r.activity_id, r.activity_name),
      product_type: named(r.product_id, r.product_name),
      city: named(r.city_id, r.city_name),
      establishment_year: r.establishment_year,
      website: r.website,
      linkedin: r.linkedin,
      is_verified: r.is_verified!,
      opened: r.opened,
    }));
    return { items, ...total };
  };
}

/**
 * Which of `companyIds` the user has opened: the marks for a page whose rows are held in memory and
 * shared (the first view) when its openers are not held with them (several instances, or too many;
 * see `openersOf`), looked up on the `(user_id, company_id)` key. Pages read from SQL carry their
 * marks in their own statement (`listCompanies` given a viewer).
 */
export async function openedCompanyIds(db: Db, userId: string, companyIds: string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await openedAmong(db).execute({ userId, companyIds });
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

// Prepared once per database handle: the first page may ask it on every premium request, so its SQL
// text is built once and PostgreSQL keeps its plan (docs/product-rules.md#speed, P2).
const preparedOpenedAmong = new WeakMap<Db, ReturnType<typeof prepareOpenedAmong>>();
const prepareOpenedAmong = (db: Db) =>
  db
    .select({ id: user_companies.company_id })
    .from(user_companies)
    .where(and(eq(user_companies.user_id, sql.placeholder('userId')), sql`${user_companies.company_id} = any(${sql.placeholder('companyIds')}::uuid[])`))
    .prepare('opened_companies_among');
function openedAmong(db: Db) {
  let prepared = preparedOpenedAmong.get(db);
  if (!prepared) preparedOpenedAmong.set(db, (prepared = prepareOpenedAmong(db)));
  return prepared;
}

/**
 * Who has opened each of `companyIds`, as each member's set: the marks of every premium member on a
 * page held in memory, read once with its rows instead of once per request
 * (docs/product-rules.md#speed, P2). `null`
 * when more than `limit` openings would be held: the caller then looks each member up.
 */
export async function openersOf(db: Db, companyIds: string[], limit: number): Promise<Map<string, Set<string>> | null> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: user_companies.user_id, company_id: user_companies.company_id })
    .from(user_companies)
    .where(inArray(user_companies.company_id, companyIds))
    .limit(limit + 1);
  if (rows.length > limit) return null;
  const byUser = new Map<string, Set<string>>();
  for (const { user_id, company_id } of rows) {
    if (!company_id) continue; // not reachable: matched by inArray; null only for a deleted company
    let opened = byUser.get(user_id);
    if (!opened) byUser.set(user_id, (opened = new Set()));
    opened.add(company_id);
  }
  return byUser;
}
