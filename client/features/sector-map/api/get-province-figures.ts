import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceFigures } from '../../../../shared/schemas/sector-map';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Each province's catalogue sums and published installed power (premium only), for the shading. */
export function getProvinceFigures(signal?: AbortSignal): Promise<ProvinceFigures> {
  return apiRequest<ProvinceFigures>('/api/map/provinces', { signal });
}

export const provinceFiguresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.map.provinces,
    queryFn: ({ signal }) => getProvinceFigures(signal),
    staleTime: 5 * 60_000,
  });

export function useProvinceFigures() {
  return useQuery(provinceFiguresQueryOptions());
}
