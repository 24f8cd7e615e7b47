import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyCreated } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Creates a key; its answer is the only time the key itself is sent. */
export function createApiKey(body: ApiKeyCreate): Promise<ApiKeyCreated> {
  return apiRequest<ApiKeyCreated>('/api/me/api-keys', { method: 'POST', json: body });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.apiKeys }),
  });
}
