import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamedItem } from '../../shared/schemas/reference';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The districts of one city, by Turkish name. */
export function getDistricts(cityId: string, signal?: AbortSignal): Promise<{ items: NamedItem[] }> {
  return apiRequest<{ items: NamedItem[] }>(`/api/reference/districts?city_id=${encodeURIComponent(cityId)}`, { signal });
}

export const districtsQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: queryKeys.districts(cityId),
    queryFn: ({ signal }) => getDistricts(cityId, signal),
    staleTime: 30 * 60_000,
  });

/** Districts of `cityId`; idle while no city is chosen. */
export function useDistricts(cityId: string) {
  return useQuery({ ...districtsQueryOptions(cityId), enabled: cityId !== '' });
}
