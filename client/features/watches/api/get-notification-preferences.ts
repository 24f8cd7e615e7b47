import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../shared/schemas/watches';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function getNotificationPreferences(signal?: AbortSignal) {
  return apiRequest<NotificationPreferences>('/api/me/notification-preferences', { signal });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: queryKeys.me.notificationPreferences, queryFn: ({ signal }) => getNotificationPreferences(signal) });
}
