import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractList } from '../../../../shared/schemas/legal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Active contracts, newest first. */
export function getContracts(signal?: AbortSignal): Promise<ContractList> {
  return apiRequest<ContractList>('/api/legal/contracts', { signal });
}

export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.legal.contracts,
    queryFn: ({ signal }) => getContracts(signal),
  });

export function useContracts() {
  return useQuery(contractsQueryOptions());
}
