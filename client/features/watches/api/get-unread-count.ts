import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** How often the bell asks again while the page is open (and on focus, TanStack's default). */
const REFRESH_MS = 60_000;

export function getUnreadCount(signal?: AbortSignal) {
  return apiRequest<{ unread: number }>('/api/me/notifications/unread-count', { signal });
}

export function useUnreadCount() {
  return useQuery({ queryKey: queryKeys.me.unreadCount, queryFn: ({ signal }) => getUnreadCount(signal), refetchInterval: REFRESH_MS });
}
