import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../../../shared/schemas/announcements';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The home page ticker's announcements: active ones, by display_order. */
export function getAnnouncements(signal?: AbortSignal): Promise<{ items: Announcement[] }> {
  return apiRequest<{ items: Announcement[] }>('/api/announcements', { signal });
}

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.announcements,
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
