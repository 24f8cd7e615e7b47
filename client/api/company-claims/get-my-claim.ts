import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCompanyClaim } from '../../../shared/schemas/company-claims';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The member's claim on a company and the domain a verification link may go to. */
export function getMyClaim(companyId: string, signal?: AbortSignal): Promise<MyCompanyClaim> {
  return apiRequest<MyCompanyClaim>(`/api/companies/${encodeURIComponent(companyId)}/my-claim`, { signal });
}

export const myClaimQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: queryKeys.me.companyClaim(companyId), queryFn: ({ signal }) => getMyClaim(companyId, signal) });

export function useMyClaim(companyId: string, enabled: boolean) {
  return useQuery({ ...myClaimQueryOptions(companyId), enabled });
}
