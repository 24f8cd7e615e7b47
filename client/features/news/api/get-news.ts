import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsList } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { newsListQuery, type NewsListParams } from './list-params';
import { queryKeys } from '../../../api/query-keys';

/** A page of the public blog (items with their own page), 20 per page. */
export function getNews(params: NewsListParams, signal?: AbortSignal): Promise<NewsList> {
  return apiRequest<NewsList>(`/api/news${newsListQuery(params)}`, { signal });
}

export const newsListKey = (params: NewsListParams) => queryKeys.news.blog(params);

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsListKey(params),
    queryFn: ({ signal }) => getNews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params));
}
