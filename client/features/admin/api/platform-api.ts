import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlatformPeriod, PlatformStats } from '../../../../shared/schemas/admin/platform';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// The platform dashboard (docs/product-rules.md#platform-dashboard); its key is under ['admin'] so any
// back-office write (an assignment, a trial ended) refreshes it.

export function usePlatformStats(period: PlatformPeriod) {
  return useQuery({
    queryKey: queryKeys.admin.platformStats(period),
    queryFn: ({ signal }) => apiRequest<PlatformStats>(`/api/admin/platform-stats?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
