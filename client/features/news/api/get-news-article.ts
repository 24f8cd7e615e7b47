import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** A blog article by its short URL: sanitised HTML, reading time and up to 3 related items. */
export function getNewsArticle(shortUrl: string, signal?: AbortSignal): Promise<NewsDetail> {
  return apiRequest<NewsDetail>(`/api/news/by-url/${encodeURIComponent(shortUrl)}`, { signal });
}

export const newsArticleQueryOptions = (shortUrl: string) =>
  queryOptions({ queryKey: queryKeys.news.article(shortUrl), queryFn: ({ signal }) => getNewsArticle(shortUrl, signal) });

export function useNewsArticle(shortUrl: string) {
  return useQuery(newsArticleQueryOptions(shortUrl));
}
