import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export interface RepresentedCompany {
  id: string;
  name: string;
  since: string | null;
}

/** The companies the member represents now. */
export function getRepresentedCompanies(signal?: AbortSignal): Promise<{ items: RepresentedCompany[] }> {
  return apiRequest<{ items: RepresentedCompany[] }>('/api/me/represented-companies', { signal });
}

export function useRepresentedCompanies() {
  return useQuery(queryOptions({ queryKey: queryKeys.me.representedCompanies, queryFn: ({ signal }) => getRepresentedCompanies(signal) }));
}
