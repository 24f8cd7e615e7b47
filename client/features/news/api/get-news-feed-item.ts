import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** One feed item (premium only; 404 "Akış bulunamadı"). */
export function getNewsFeedItem(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return apiRequest<NewsDetail>(`/api/news-feed/${encodeURIComponent(id)}`, { signal });
}

export const newsFeedItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.news.feedItem(id), queryFn: ({ signal }) => getNewsFeedItem(id, signal) });

export function useNewsFeedItem(id: string, enabled = true) {
  return useQuery({ ...newsFeedItemQueryOptions(id), enabled });
}
