import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnCompanies } from '../../../../shared/schemas/me';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The companies linked to the member. */
export function getOwnCompanies(signal?: AbortSignal): Promise<OwnCompanies> {
  return apiRequest<OwnCompanies>('/api/me/companies', { signal });
}

export const ownCompaniesQueryOptions = () => queryOptions({ queryKey: queryKeys.me.companies, queryFn: ({ signal }) => getOwnCompanies(signal) });

export function useOwnCompanies() {
  return useQuery(ownCompaniesQueryOptions());
}
