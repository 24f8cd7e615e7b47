import { queryOptions } from '@tanstack/react-query';
import type { ProductionResponse } from '../../../../shared/schemas/statistics';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { productionData } from '../series';

/** Every month of electricity production (MWh as stored; converted to GWh for display), newest first. */
export function getProduction(signal?: AbortSignal): Promise<ProductionResponse> {
  return apiRequest<ProductionResponse>('/api/statistics/production', { signal });
}

export const productionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.statistics.of('production'),
    queryFn: async ({ signal }) => productionData(await getProduction(signal)),
    staleTime: 10 * 60_000,
  });
