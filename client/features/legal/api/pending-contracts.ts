import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingContracts } from '../../../../shared/schemas/legal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// Required contracts published or replaced since the member joined (decision 012): asked once per visit
// or sign-in, so the question is fetched once per signed-in user and not again in the background.

export function usePendingContracts(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.me.pendingContracts(userId ?? ''),
    queryFn: ({ signal }) => apiRequest<PendingContracts>('/api/me/contracts/pending', { signal }),
    enabled: Boolean(userId),
    staleTime: Infinity,
    retry: false,
  });
}

export function useAcceptContracts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractIds: string[]) => apiRequest<{ message: string }>('/api/me/contracts/accept', { method: 'POST', json: { contract_ids: contractIds } }),
    onSuccess: () => queryClient.setQueryData<PendingContracts>(queryKeys.me.pendingContracts(userId), { items: [] }),
  });
}
