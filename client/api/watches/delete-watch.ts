import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

export function deleteWatch(id: string) {
  return apiRequest<{ message: string }>(`/api/me/watches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWatch, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.watches }) });
}
