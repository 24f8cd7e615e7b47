import { queryOptions } from '@tanstack/react-query';
import type { ProductionResponse } from '../../../../shared/schemas/statistics';
import { apiRequest } from '../../../lib/api-client';
import { productionData, type StatKind } from '../series';

/** Every month of electricity production (MWh as stored; converted to GWh for display), newest first. */
export function getProduction(signal?: AbortSignal): Promise<ProductionResponse> {
  return apiRequest<ProductionResponse>('/api/statistics/production', { signal });
}

export const productionKey = (): readonly ['statistics', StatKind] => ['statistics', 'production'];

export const productionQueryOptions = () =>
  queryOptions({
    queryKey: productionKey(),
    queryFn: async ({ signal }) => productionData(await getProduction(signal)),
    staleTime: 10 * 60_000,
  });
