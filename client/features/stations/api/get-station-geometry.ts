import { queryOptions } from '@tanstack/react-query';
import type { StationGeometry } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';

/** A station's KML/KMZ as GeoJSON, to draw on the map (premium only; 404 without a file). */
export function getStationGeometry(stationId: string, signal?: AbortSignal): Promise<StationGeometry> {
  return apiRequest<StationGeometry>(`/api/stations/definitions/${encodeURIComponent(stationId)}/geometry`, { signal });
}

export const stationGeometryQueryOptions = (stationId: string) =>
  queryOptions({
    queryKey: ['stations', 'geometry', stationId] as const,
    queryFn: ({ signal }) => getStationGeometry(stationId, signal),
    staleTime: 30 * 60_000,
  });
