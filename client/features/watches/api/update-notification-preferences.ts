import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../shared/schemas/watches';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function updateNotificationPreferences(body: NotificationPreferences) {
  return apiRequest<{ message: string }>('/api/me/notification-preferences', { method: 'PUT', json: body });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (_answer, body) => queryClient.setQueryData(queryKeys.me.notificationPreferences, body),
  });
}
