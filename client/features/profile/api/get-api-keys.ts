import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/schemas/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The member's API keys (never the keys themselves) with their usage of the last days. */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/api/me/api-keys', { signal });
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: queryKeys.me.apiKeys, queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
