import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsList } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { newsListQuery, type NewsListParams } from './list-params';
import { queryKeys } from '../../../api/query-keys';

/** A page of the premium feed (401 LOGIN_REQUIRED for visitors, 403 PREMIUM_REQUIRED for members). */
export function getNewsFeed(params: NewsListParams, signal?: AbortSignal): Promise<NewsList> {
  return apiRequest<NewsList>(`/api/news-feed${newsListQuery(params)}`, { signal });
}

export const newsFeedKey = (params: NewsListParams) => queryKeys.news.feed(params);

export const newsFeedQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsFeedKey(params),
    queryFn: ({ signal }) => getNewsFeed(params, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the viewer is not known to be premium. */
export function useNewsFeed(params: NewsListParams, enabled = true) {
  return useQuery({ ...newsFeedQueryOptions(params), enabled });
}
