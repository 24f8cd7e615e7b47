import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function markNotificationRead(id: string) {
  return apiRequest<{ message: string }>(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', json: {} });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications }) });
}
