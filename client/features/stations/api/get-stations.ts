import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StationList } from '../../../../shared/schemas/stations';
import { apiRequest } from '../../../lib/api-client';
import { filterKey, listSearchParams, withQuery, type StationListParams } from '../../../lib/station-params';
import { queryKeys } from '../../../api/query-keys';

/** One page (10 rows) of monthly station capacities. Public. */
export function getStations(params: StationListParams, signal?: AbortSignal): Promise<StationList> {
  return apiRequest<StationList>(withQuery('/api/stations', listSearchParams(params)), { signal });
}

export const stationListKey = (params: StationListParams) =>
  queryKeys.stations.list({ ...filterKey(params), sort: params.sort, dir: params.dir, page: params.page });

export const stationsQueryOptions = (params: StationListParams) =>
  queryOptions({ queryKey: stationListKey(params), queryFn: ({ signal }) => getStations(params, signal) });

/** The page; while another page or filter loads, the previous rows stay on screen. */
export function useStations(params: StationListParams) {
  return useQuery({ ...stationsQueryOptions(params), placeholderData: keepPreviousData });
}
