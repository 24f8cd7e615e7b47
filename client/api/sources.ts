import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSources } from '../../shared/schemas/sources';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Every published source with its licence and attribution (docs/product-rules.md#provenance). */
export function getSources(signal?: AbortSignal): Promise<PublicSources> {
  return apiRequest<PublicSources>('/api/sources', { signal });
}

export const sourcesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sources,
    queryFn: ({ signal }) => getSources(signal),
    staleTime: 30 * 60_000,
  });

/**
 * The sources page and the lists' "Kaynak" filter read the same answer. A list asks only when its
 * filters are open to the viewer (premium), so a visitor's home page makes no extra request.
 */
export function useSources({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sourcesQueryOptions(), enabled });
}
