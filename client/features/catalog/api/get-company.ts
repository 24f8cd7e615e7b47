import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyDetailAnswer } from './detail-types';

/** A company with what the viewer may see of it. */
export function getCompany(id: string, signal?: AbortSignal): Promise<CompanyDetailAnswer> {
  return apiRequest<CompanyDetailAnswer>(`/api/companies/${encodeURIComponent(id)}`, { signal });
}

export const companyDetailKey = (id: string) => ['catalog', 'companies', 'detail', id] as const;

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyDetailKey(id), queryFn: ({ signal }) => getCompany(id, signal) });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
