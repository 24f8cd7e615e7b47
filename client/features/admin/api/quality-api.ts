import { useQuery } from '@tanstack/react-query';
import type { Coverage, GapSummary } from '../../../../shared/schemas/data-quality';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md); read live,
// and again after any back-office save (their keys are under ['admin']).

export function useGapSummary() {
  return useQuery({ queryKey: queryKeys.admin.gapSummary, queryFn: ({ signal }) => apiRequest<GapSummary>('/api/admin/quality/gaps', { signal }) });
}

export function useCoverage() {
  return useQuery({ queryKey: queryKeys.admin.coverage, queryFn: ({ signal }) => apiRequest<Coverage>('/api/admin/quality/coverage', { signal }) });
}
