import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrialList } from '../../../../shared/schemas/admin/trials';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// Trial memberships (spec 3 §2.19).

export const trialsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'trials'] as const, queryFn: ({ signal }) => apiRequest<TrialList>('/api/admin/trials', { signal }) });
export const useTrials = () => useQuery(trialsQueryOptions());

export type TrialAction = { type: 'extend' | 'end'; id: string } | { type: 'expire' };

export function useTrialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TrialAction) =>
      apiRequest<{ message: string }>(action.type === 'expire' ? '/api/admin/trials/expire' : `/api/admin/trials/${action.id}/${action.type}`, { method: 'POST', json: {} }),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
