import { queryOptions } from '@tanstack/react-query';
import type { InstalledPowerResponse } from '../../../../shared/schemas/statistics';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { installedPowerData } from '../series';

/**
 * Every month of installed power, newest first, with the years that have data. The whole series
 * is small (12 rows a year), so one request serves every year filter, "Tüm Yıllar", the home page
 * and the dashboard.
 */
export function getInstalledPower(signal?: AbortSignal): Promise<InstalledPowerResponse> {
  return apiRequest<InstalledPowerResponse>('/api/statistics/installed-power', { signal });
}

export const installedPowerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.statistics.of('installed-power'),
    queryFn: async ({ signal }) => installedPowerData(await getInstalledPower(signal)),
    staleTime: 10 * 60_000,
  });
