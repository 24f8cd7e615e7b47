import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../shared/schemas/watches';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest<NotificationPage>(`/api/me/notifications?page=${page}`, { signal });
}

export function useNotifications(page: number) {
  return useQuery({ queryKey: queryKeys.me.notificationPage(page), queryFn: ({ signal }) => getNotifications(page, signal), placeholderData: keepPreviousData });
}
