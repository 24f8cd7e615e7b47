import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_PICKER_MIN_CHARS, type CompanyOption } from '../../shared/schemas/submissions';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Companies whose name contains `search` (3+ characters), at most 10, by name. */
export function getCompanyOptions(search: string, signal?: AbortSignal): Promise<{ items: CompanyOption[] }> {
  return apiRequest<{ items: CompanyOption[] }>(`/api/companies/options?search=${encodeURIComponent(search)}`, { signal });
}

export const companyOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.companyOptions(search),
    queryFn: ({ signal }) => getCompanyOptions(search, signal),
    staleTime: 60_000,
  });

/** Idle below 3 characters; while the next answer loads, the last one stays in the list. */
export function useCompanyOptions(search: string) {
  const text = search.trim();
  return useQuery({ ...companyOptionsQueryOptions(text), enabled: text.length >= COMPANY_PICKER_MIN_CHARS, placeholderData: keepPreviousData });
}
