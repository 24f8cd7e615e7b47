import type { CurrentUser } from '../../shared/schemas/auth';
import type { CostQuote } from '../../shared/schemas/catalog';
import { ApiRequestError } from './api-client';
import { paths } from '../config/paths';

// Who is looking (docs/product-rules.md#catalogue) and how the server's refusals read. The server decides every case; the
// browser uses the tier only to avoid asking for what it would refuse anyway.

export type ViewerTier = 'visitor' | 'member' | 'premium';

/** The server decides the tier (`server/policies/tier.ts`); the client only reads it. */
export function viewerTier(user: CurrentUser | null): ViewerTier {
  return user ? user.tier : 'visitor';
}

export type PremiumFeature = 'filter' | 'pagination' | 'sort' | 'details' | 'search';

/** Where a refused visitor or member is sent to buy (docs/product-rules.md#catalogue). */
export const packagesPath = (tier: ViewerTier) => (tier === 'visitor' ? paths.packagesPublic() : paths.packages());

export type ListRefusal =
  | { kind: 'quote'; quote: CostQuote }
  | { kind: 'premium'; feature: PremiumFeature; tier: ViewerTier }
  | { kind: 'login' }
  | { kind: 'insufficient'; message: string };

function isQuote(value: unknown): value is CostQuote {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CostQuote>;
  return Array.isArray(v.costs) && typeof v.total === 'number' && typeof v.balance === 'number';
}

/** What a refused viewer needs: to sign in (401) or premium (403 PREMIUM_REQUIRED). */
export type AccessNeed = 'login' | 'premium';

/** The one reading of a premium feature's refusal; null for any other failure. */
export function accessRefusal(error: unknown): AccessNeed | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401) return 'login';
  if (error.status === 403 && error.code === 'PREMIUM_REQUIRED') return 'premium';
  return null;
}

/** The tier a refusal shows the viewer has (a 401 means signed out). */
export const refusedTier = (need: AccessNeed): Exclude<ViewerTier, 'premium'> => (need === 'login' ? 'visitor' : 'member');

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The server's refusal of a list or detail request, or null for any other failure. */
export function readRefusal(error: unknown): ListRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 402 && error.code === 'COST_CONFIRMATION_REQUIRED' && isQuote(error.details)) {
    return { kind: 'quote', quote: error.details };
  }
  if (error.status === 402 && error.code === 'INSUFFICIENT_BALANCE') return { kind: 'insufficient', message: error.message };
  if (error.status === 401) return { kind: 'login' };
  if (error.status === 403 && error.code === 'PREMIUM_REQUIRED') {
    const details = (error.details ?? {}) as { feature?: PremiumFeature; tier?: ViewerTier };
    return { kind: 'premium', feature: details.feature ?? 'details', tier: details.tier === 'visitor' ? 'visitor' : 'member' };
  }
  return null;
}
