import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function markAllNotificationsRead() {
  return apiRequest<{ message: string }>('/api/me/notifications/read-all', { method: 'POST', json: {} });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications }) });
}
