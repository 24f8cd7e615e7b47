import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyReferencePage } from './detail-types';
import { queryKeys } from '../../../api/query-keys';

/** Projects where the company holds a role, 9 per page (docs/product-rules.md#catalogue). */
export function getCompanyReferences(id: string, page: number, signal?: AbortSignal): Promise<CompanyReferencePage> {
  return apiRequest<CompanyReferencePage>(`/api/companies/${encodeURIComponent(id)}/references?page=${page}`, { signal });
}

export const companyReferencesQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.companyReferences(id, page),
    queryFn: ({ signal }) => getCompanyReferences(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyReferences(id: string, page: number, enabled: boolean) {
  return useQuery({ ...companyReferencesQueryOptions(id, page), enabled });
}
