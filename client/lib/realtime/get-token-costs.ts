import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import type { TokenCosts } from './realtime-connection';
import { queryKeys } from '../../api/query-keys';

/** Where the current token costs live: fetched once, then kept current by the realtime socket. */

export interface TokenCostsAnswer {
  costs: TokenCosts;
}

export function getTokenCosts(signal?: AbortSignal): Promise<TokenCostsAnswer> {
  return apiRequest<TokenCostsAnswer>('/api/token-costs', { signal });
}

export const tokenCostsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tokenCosts,
    queryFn: ({ signal }) => getTokenCosts(signal),
    // A failure leaves the quoted amounts on screen; no need to insist.
    retry: false,
  });
