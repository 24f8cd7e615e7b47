import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCard } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The five newest items of the feed, public (the news bubble's preview). */
export function getLatestNews(signal?: AbortSignal): Promise<{ items: NewsCard[] }> {
  return apiRequest<{ items: NewsCard[] }>('/api/news/latest', { signal });
}

export const latestNewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.news.latest, queryFn: ({ signal }) => getLatestNews(signal), staleTime: 5 * 60_000 });

/** `enabled` false until the bubble is first used, so pages do not pay for it up front. */
export function useLatestNews(enabled = true) {
  return useQuery({ ...latestNewsQueryOptions(), enabled });
}
