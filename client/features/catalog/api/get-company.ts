import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyDetailAnswer } from './detail-types';
import { queryKeys } from '../../../api/query-keys';

/** A company with what the viewer may see of it. */
export function getCompany(id: string, signal?: AbortSignal): Promise<CompanyDetailAnswer> {
  return apiRequest<CompanyDetailAnswer>(`/api/companies/${encodeURIComponent(id)}`, { signal });
}


export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.catalog.companyDetail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
