import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsTag } from '../news-links';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Every news tag (the blog's category select), by name. */
export function getNewsTags(signal?: AbortSignal): Promise<{ items: NewsTag[] }> {
  return apiRequest<{ items: NewsTag[] }>('/api/news/tags', { signal });
}

export const newsTagsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.news.tags, queryFn: ({ signal }) => getNewsTags(signal), staleTime: 5 * 60_000 });

export function useNewsTags() {
  return useQuery(newsTagsQueryOptions());
}
