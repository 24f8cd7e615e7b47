import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import type { TokenCosts } from './realtime-connection';

/** Where the current token costs live: fetched once, then kept current by the realtime socket. */
export const TOKEN_COSTS_QUERY_KEY = ['token-costs'] as const;

export interface TokenCostsAnswer {
  costs: TokenCosts;
}

export function getTokenCosts(signal?: AbortSignal): Promise<TokenCostsAnswer> {
  return apiRequest<TokenCostsAnswer>('/api/token-costs', { signal });
}

export const tokenCostsQueryOptions = () =>
  queryOptions({
    queryKey: TOKEN_COSTS_QUERY_KEY,
    queryFn: ({ signal }) => getTokenCosts(signal),
    // A failure leaves the quoted amounts on screen; no need to insist.
    retry: false,
  });
