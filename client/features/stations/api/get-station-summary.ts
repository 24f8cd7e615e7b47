import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StationSummary } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The dashboard's station summary of a year (null: the newest), premium only. */
export function getStationSummary(year: number | null, signal?: AbortSignal): Promise<StationSummary> {
  return apiRequest<StationSummary>(`/api/dashboard/stations${year !== null ? `?year=${year}` : ''}`, { signal });
}

export const stationSummaryQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: queryKeys.dashboard.stations(year ?? 'latest'),
    queryFn: ({ signal }) => getStationSummary(year, signal),
  });

export function useStationSummary(year: number | null) {
  return useQuery({ ...stationSummaryQueryOptions(year), placeholderData: keepPreviousData });
}
