import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSubscriptionPage, PlatformPeriod, PlatformStats, SubscriptionQuery } from '../../../../shared/schemas/admin/platform';
import { apiRequest } from '../../../lib/api-client';

// The platform dashboard and subscription management (spec 3 §2.17, §2.18). Keys under ['admin']
// so any back-office write (an assignment, a trial ended) refreshes them.

export function usePlatformStats(period: PlatformPeriod) {
  return useQuery({
    queryKey: ['admin', '/platform-stats', period] as const,
    queryFn: ({ signal }) => apiRequest<PlatformStats>(`/api/admin/platform-stats?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptions(query: SubscriptionQuery) {
  const params = new URLSearchParams({ search: query.search, status: query.status, period: query.period, page: String(query.page) });
  return useQuery({
    queryKey: ['admin', '/subscriptions', query] as const,
    queryFn: ({ signal }) => apiRequest<AdminSubscriptionPage>(`/api/admin/subscriptions?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
