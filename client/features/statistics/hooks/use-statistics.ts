import { useQuery } from '@tanstack/react-query';
import { installedPowerQueryOptions } from '../api/get-installed-power';
import { productionQueryOptions } from '../api/get-production';
import type { StatKind } from '../series';

/** One statistic's series (installed power in MW or production in GWh). */
export function useStatistics(kind: StatKind) {
  return useQuery(kind === 'production' ? productionQueryOptions() : installedPowerQueryOptions());
}
