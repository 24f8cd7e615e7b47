import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watch, WatchCreate } from '../../../shared/schemas/watches';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

export function createWatch(body: WatchCreate) {
  return apiRequest<{ message: string; watch: Watch }>('/api/me/watches', { method: 'POST', json: body });
}

export function useCreateWatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWatch, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.watches }) });
}
