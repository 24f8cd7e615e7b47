import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageList } from '../../shared/schemas/billing';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Active packages by sort order (docs/product-rules.md#payments), and whether they can be bought on this server. */
export function getPackages(signal?: AbortSignal) {
  return apiRequest<PackageList>('/api/packages', { signal });
}

export const packagesQueryOptions = () => queryOptions({ queryKey: queryKeys.billing.packages, queryFn: ({ signal }) => getPackages(signal) });

export const usePackages = () => useQuery(packagesQueryOptions());
