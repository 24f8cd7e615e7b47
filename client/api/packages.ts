import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '../../shared/schemas/billing';
import { apiRequest } from '../lib/api-client';

/** Active packages by sort order (spec 2 §2.9–2.10). */
export function getPackages(signal?: AbortSignal) {
  return apiRequest<{ items: Package[] }>('/api/packages', { signal });
}

export const packagesQueryOptions = () => queryOptions({ queryKey: ['billing', 'packages'], queryFn: ({ signal }) => getPackages(signal) });

export const usePackages = () => useQuery(packagesQueryOptions());
