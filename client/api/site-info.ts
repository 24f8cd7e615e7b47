import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/schemas/site';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Public settings from the server's configuration (contact mailbox, the station map's tiles). */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/api/site', { signal });
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
