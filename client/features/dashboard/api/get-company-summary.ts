import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Company totals, by activity, by product and the top 10 cities (premium only: 401 / 403 otherwise). */
export function getCompanySummary(signal?: AbortSignal): Promise<CompanySummary> {
  return apiRequest<CompanySummary>('/api/dashboard/companies', { signal });
}


export const companySummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.companies, queryFn: ({ signal }) => getCompanySummary(signal) });

export function useCompanySummary() {
  return useQuery(companySummaryQueryOptions());
}
