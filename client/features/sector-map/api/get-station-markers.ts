import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromColumns, type Columns } from '../../../../shared/schemas/columns';
import type { StationMarker } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { filterKey, filterSearchParams, withQuery, type StationFilters } from '../../../lib/station-params';
import { queryKeys } from '../../../api/query-keys';

/** The map's markers: every station with coordinates in the filter (premium only). */
export async function getStationMarkers(filters: StationFilters, signal?: AbortSignal): Promise<{ items: StationMarker[] }> {
  const columns = await apiRequest<Columns<StationMarker>>(withQuery('/api/stations/map', filterSearchParams(filters).toString()), { signal });
  return { items: fromColumns(columns) };
}

export const stationMarkersQueryOptions = (filters: StationFilters) =>
  queryOptions({
    queryKey: queryKeys.stations.markers(filterKey(filters)),
    queryFn: ({ signal }) => getStationMarkers(filters, signal),
  });

/** Asked for only while the layer is shown. */
export function useStationMarkers(filters: StationFilters, enabled: boolean) {
  return useQuery({ ...stationMarkersQueryOptions(filters), enabled });
}
