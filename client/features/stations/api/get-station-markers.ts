import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromColumns, type Columns } from '../../../../shared/schemas/columns';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { filterKey, filterSearchParams, withQuery, type StationFilters } from './station-params';

/** The map's markers: every station with coordinates in the filter (premium only). */
export async function getStationMarkers(filters: StationFilters, signal?: AbortSignal): Promise<{ items: StationMarker[] }> {
  const columns = await apiRequest<Columns<StationMarker>>(withQuery('/api/stations/map', filterSearchParams(filters).toString()), { signal });
  return { items: fromColumns(columns) };
}

export const stationMarkersQueryOptions = (filters: StationFilters) =>
  queryOptions({
    queryKey: ['stations', 'map', filterKey(filters)] as const,
    queryFn: ({ signal }) => getStationMarkers(filters, signal),
  });

export function useStationMarkers(filters: StationFilters) {
  return useQuery(stationMarkersQueryOptions(filters));
}
