import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestCookiePolicy } from '../../../../shared/schemas/legal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The latest active cookie policy, or `{ policy: null }`. */
export function getCookiePolicy(signal?: AbortSignal): Promise<LatestCookiePolicy> {
  return apiRequest<LatestCookiePolicy>('/api/legal/cookie-policy', { signal });
}

export const cookiePolicyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.legal.cookiePolicy,
    queryFn: ({ signal }) => getCookiePolicy(signal),
  });

export function useCookiePolicy() {
  return useQuery(cookiePolicyQueryOptions());
}
