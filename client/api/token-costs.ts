import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { TokenCosts } from '../lib/realtime/realtime-connection';
import { queryKeys } from './query-keys';

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

/**
 * The current token costs: GET /api/token-costs first, then whatever the realtime socket pushes
 * (it writes the same cache entry). Undefined until known, and while an out-of-date value is
 * being fetched again (callers then keep the amounts they were quoted).
 */
export function useLiveTokenCosts(): TokenCosts | undefined {
  const query = useQuery(tokenCostsQueryOptions());
  if (query.isStale && query.isFetching) return undefined;
  return query.data?.costs;
}
