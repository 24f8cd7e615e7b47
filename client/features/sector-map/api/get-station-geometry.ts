import { queryOptions } from '@tanstack/react-query';
import type { StationGeometry } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** A station's KML/KMZ as GeoJSON, to draw on the map (premium only; 404 without a file). */
export function getStationGeometry(stationId: string, signal?: AbortSignal): Promise<StationGeometry> {
  return apiRequest<StationGeometry>(`/api/stations/definitions/${encodeURIComponent(stationId)}/geometry`, { signal });
}

export const stationGeometryQueryOptions = (stationId: string) =>
  queryOptions({
    queryKey: queryKeys.stations.geometry(stationId),
    queryFn: ({ signal }) => getStationGeometry(stationId, signal),
    staleTime: 30 * 60_000,
  });
