import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CostKey } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';

// Token costs (spec 3 §2.20): the operators' list and one cost's update (pushed live to open pages).

export interface TokenCostRow {
  id: string;
  cost_key: CostKey;
  cost_value: number;
  description: string | null;
  is_active: boolean;
  updated_at: string;
}

export const tokenCostRowsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'token-costs'] as const, queryFn: ({ signal }) => apiRequest<{ items: TokenCostRow[] }>('/api/admin/token-costs', { signal }) });

export const useTokenCostRows = () => useQuery(tokenCostRowsQueryOptions());

export function useUpdateTokenCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cost_value }: { id: string; cost_value: number }) => apiRequest<{ message: string }>(`/api/admin/token-costs/${id}`, { method: 'PUT', json: { cost_value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'token-costs'] }),
  });
}
