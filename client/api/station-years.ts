import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The years that have capacity data, newest first. Public. */
export function getStationYears(signal?: AbortSignal): Promise<{ years: number[] }> {
  return apiRequest<{ years: number[] }>('/api/stations/years', { signal });
}

export const stationYearsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stations.years,
    queryFn: ({ signal }) => getStationYears(signal),
    staleTime: 30 * 60_000,
  });

export function useStationYears() {
  return useQuery(stationYearsQueryOptions());
}
