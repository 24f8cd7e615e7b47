import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { filterKey, filterSearchParams, withQuery, type StationFilters } from './station-params';

/** The map's markers: every station with coordinates in the filter (premium only). */
export function getStationMarkers(filters: StationFilters, signal?: AbortSignal): Promise<{ items: StationMarker[] }> {
  return apiRequest<{ items: StationMarker[] }>(withQuery('/api/stations/map', filterSearchParams(filters).toString()), { signal });
}

export const stationMarkersQueryOptions = (filters: StationFilters) =>
  queryOptions({
    queryKey: ['stations', 'map', filterKey(filters)] as const,
    queryFn: ({ signal }) => getStationMarkers(filters, signal),
  });

export function useStationMarkers(filters: StationFilters) {
  return useQuery(stationMarkersQueryOptions(filters));
}
