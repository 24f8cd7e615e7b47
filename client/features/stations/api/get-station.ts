import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationDetail } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** One capacity row with its station; the location only for premium viewers. */
export function getStation(id: string, signal?: AbortSignal): Promise<StationDetail> {
  return apiRequest<StationDetail>(`/api/stations/${encodeURIComponent(id)}`, { signal });
}

export const stationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.stations.detail(id), queryFn: ({ signal }) => getStation(id, signal) });

export function useStation(id: string) {
  return useQuery(stationQueryOptions(id));
}
