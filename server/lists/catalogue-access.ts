import { checkListAccess, type PaidView } from '../policies/catalog-policy';
import type { Viewer } from './list-definition';

/** A catalogue list's query: its search, order and page, and its filters by name. */
interface CatalogueQuery {
  search?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page: number;
}

/**
 * The catalogue's rule for a list (docs/product-rules.md#catalogue, #balance; policies/catalog-policy.ts):
 * visitors see page 1 without search; members may search; filters, another order and later pages
 * are premium, and a premium member pays for a new filter combination and for each page beyond the
 * first, once per view and day. `filters` are the list's filter parameters (its definition's).
 */
export function catalogueAccess<Query extends CatalogueQuery>(list: string, order: { sort: string; dir: 'asc' | 'desc' }, filters: readonly { param: string }[]) {
  return (_request: unknown, viewer: Viewer, query: Query): PaidView[] => {
    const sort = query.sort ?? order.sort;
    const dir = query.dir ?? order.dir;
    const chosen: Record<string, string | undefined> = {};
    for (const { param } of filters) chosen[param] = (query as unknown as Record<string, string | undefined>)[param];
    return checkListAccess(viewer.tier, {
      list,
      search: query.search,
      filters: chosen,
      customSort: sort !== order.sort || dir !== order.dir,
      sortKey: `${sort}:${dir}`,
      page: query.page,
    });
  };
}
