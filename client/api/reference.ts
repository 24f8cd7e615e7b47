import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceLists } from '../../shared/schemas/reference';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Cities, project types/statuses/locations and company activity/product types, by Turkish name. */
export function getReference(signal?: AbortSignal): Promise<ReferenceLists> {
  return apiRequest<ReferenceLists>('/api/reference', { signal });
}

export const referenceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference,
    queryFn: ({ signal }) => getReference(signal),
    staleTime: 30 * 60_000,
  });

export function useReference() {
  return useQuery(referenceQueryOptions());
}
