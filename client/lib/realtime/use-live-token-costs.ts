import { useQuery } from '@tanstack/react-query';
import { tokenCostsQueryOptions } from './get-token-costs';
import type { TokenCosts } from './realtime-connection';

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
