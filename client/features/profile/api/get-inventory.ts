import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inventory } from '../../../../shared/schemas/me';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The projects and companies the member has opened, newest first. */
export function getInventory(signal?: AbortSignal): Promise<Inventory> {
  return apiRequest<Inventory>('/api/me/inventory', { signal });
}

export const inventoryQueryOptions = () => queryOptions({ queryKey: queryKeys.me.inventory, queryFn: ({ signal }) => getInventory(signal) });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}
