import { useQuery } from '@tanstack/react-query';
import type { NationalCoverage } from '../../../../shared/schemas/data-quality';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** How much of the newest official installed solar power the catalogue's known capacity covers (decision 067). */
export function useCoverage() {
  return useQuery({
    queryKey: queryKeys.statistics.coverage,
    queryFn: ({ signal }) => apiRequest<NationalCoverage>('/api/statistics/coverage', { signal }),
    staleTime: 10 * 60_000,
  });
}
