import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyReferences } from '../../../../shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The projects where one of the member's own companies holds a role, 9 per page. */
export function getOwnCompanyProjects(companyId: string, page: number, signal?: AbortSignal): Promise<CompanyReferences> {
  return apiRequest<CompanyReferences>(`/api/me/companies/${encodeURIComponent(companyId)}/projects?page=${page}`, { signal });
}

export const ownCompanyProjectsQueryOptions = (companyId: string, page: number) =>
  queryOptions({ queryKey: queryKeys.me.companyProjects(companyId, page), queryFn: ({ signal }) => getOwnCompanyProjects(companyId, page, signal) });

export function useOwnCompanyProjects(companyId: string, page: number) {
  return useQuery({ ...ownCompanyProjectsQueryOptions(companyId, page), placeholderData: keepPreviousData });
}
