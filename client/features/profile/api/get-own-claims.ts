import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnClaim } from '../../../../shared/schemas/company-claims';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The member's company claims with their status and the admin's reason. */
export function getOwnClaims(signal?: AbortSignal): Promise<{ items: OwnClaim[] }> {
  return apiRequest<{ items: OwnClaim[] }>('/api/me/company-claims', { signal });
}

export function useOwnClaims() {
  return useQuery(queryOptions({ queryKey: queryKeys.me.ownClaims, queryFn: ({ signal }) => getOwnClaims(signal) }));
}
