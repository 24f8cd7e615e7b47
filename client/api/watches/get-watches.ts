import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchList } from '../../../shared/schemas/watches';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** What the member follows, with their cap. */
export function getWatches(signal?: AbortSignal): Promise<WatchList> {
  return apiRequest<WatchList>('/api/me/watches', { signal });
}

export const watchesQueryOptions = () => queryOptions({ queryKey: queryKeys.me.watches, queryFn: ({ signal }) => getWatches(signal) });

export function useWatches(enabled = true) {
  return useQuery({ ...watchesQueryOptions(), enabled });
}
