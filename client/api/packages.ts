import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageList } from '../../shared/schemas/billing';
import { apiRequest } from '../lib/api-client';

/** Active packages by sort order (spec 2 §2.9–2.10), and whether they can be bought on this server. */
export function getPackages(signal?: AbortSignal) {
  return apiRequest<PackageList>('/api/packages', { signal });
}

export const packagesQueryOptions = () => queryOptions({ queryKey: ['billing', 'packages'], queryFn: ({ signal }) => getPackages(signal) });

export const usePackages = () => useQuery(packagesQueryOptions());
