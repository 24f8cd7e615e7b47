import type { Db } from '../../db/client';
import { companyPage, type CompanyListParams } from '../../lists/companies';
import type { PageSpec, TotalOptions } from './page-with-total';

// The company list's page, as its definition (server/lists/companies.ts) reads it, for what reads it
// outside a request: the exports, the tests and the benchmark.

export type { CompanyListParams };
export { openedCompanyIds, openersOf } from './company-openers';

/**
 * One page of the company list (docs/product-rules.md#catalogue) and its total. Given a viewer, each
 * row says whether they have opened it, in the same statement. Rows come raw (`opened` beside the
 * premium fields): the presenter masks them.
 */
export async function listCompanies(db: Db, params: CompanyListParams, viewerId?: string, totals?: TotalOptions) {
  return companyPage.readWith(db, params, viewerId ? { tier: 'premium', userId: viewerId } : { tier: 'visitor' }, totals ?? {});
}

/** The page of a list's parameters: its order, its filter and the join its sort needs (exports walk the same). */
export function companyPageSpec(params: CompanyListParams): PageSpec {
  return companyPage.spec(params);
}
