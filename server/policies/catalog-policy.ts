import type { Access } from '../../shared/schemas/catalog';
import { CATALOG_MESSAGES } from '../../shared/catalog-messages';
import type { CostKey } from '../../shared/constants';
import { AppError } from '../lib/errors';
import type { Tier } from './tier';

// Who may see what of the catalogue (docs/product-rules.md#catalogue): the list rule and the detail rule.
// Charging for what a rule allows is a service (services/catalog/list-access.ts, open-item.ts).

export interface ListRequest {
  /** The list's name (its definition's): the key its paid views are kept under. */
  list: string;
  search?: string;
  filters: Record<string, string | undefined>;
  /** A sort other than the list's default. */
  customSort: boolean;
  sortKey: string;
  page: number;
}

export interface PaidView {
  costKey: CostKey;
  viewKey: string;
}

/**
 * Who may do what on a list (docs/product-rules.md#catalogue, #balance): visitors see page 1 without search; members may search;
 * filters, sorting and later pages are premium. Premium users pay for a new filter combination and
 * for each page beyond the first, once per view and day. Returns the views this request must pay for.
 */
export function checkListAccess(tier: Tier, request: ListRequest): PaidView[] {
  const filters = Object.entries(request.filters)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  if (request.search && tier === 'visitor') {
    throw new AppError(401, 'LOGIN_REQUIRED', CATALOG_MESSAGES.loginRequired, { feature: 'search' });
  }
  const premiumFeature = filters.length > 0 ? 'filter' : request.page > 1 ? 'pagination' : request.customSort ? 'sort' : undefined;
  if (premiumFeature && tier !== 'premium') {
    throw new AppError(403, 'PREMIUM_REQUIRED', CATALOG_MESSAGES.premiumRequired, { feature: premiumFeature, tier });
  }
  const filterKey = filters.map(([k, v]) => `${k}=${v}`).join('&');
  const views: PaidView[] = [];
  if (filters.length > 0) views.push({ costKey: 'filter', viewKey: `${request.list}:filter:${filterKey}` });
  if (request.page > 1) {
    views.push({
      costKey: 'pagination',
      viewKey: `${request.list}:page:${filterKey}|${request.search ?? ''}|${request.sortKey}|${request.page}`,
    });
  }
  return views;
}

/**
 * Detail access (docs/product-rules.md#catalogue): non-premium viewers get basic fields only; premium viewers get everything
 * of an unverified item, and of a verified one once they have paid for it.
 */
export function detailAccess(tier: Tier, isVerified: boolean, opened: boolean): Access {
  if (tier !== 'premium') return 'locked';
  return !isVerified || opened ? 'full' : 'payment_required';
}
