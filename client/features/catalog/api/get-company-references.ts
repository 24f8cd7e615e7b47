import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyReferencePage } from './detail-types';

/** Projects where the company holds a role, 9 per page (spec 1 §2). */
export function getCompanyReferences(id: string, page: number, signal?: AbortSignal): Promise<CompanyReferencePage> {
  return apiRequest<CompanyReferencePage>(`/api/companies/${encodeURIComponent(id)}/references?page=${page}`, { signal });
}

export const companyReferencesQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'companies', 'references', id, page] as const,
    queryFn: ({ signal }) => getCompanyReferences(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyReferences(id: string, page: number, enabled: boolean) {
  return useQuery({ ...companyReferencesQueryOptions(id, page), enabled });
}
