import { useQuery } from '@tanstack/react-query';
import type { MyCorrections } from '../../../../shared/schemas/corrections';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** The companies the member represents and their corrections with each field's decision. */
export function getMyCorrections(signal?: AbortSignal) {
  return apiRequest<MyCorrections>('/api/corrections/mine', { signal });
}

export function useMyCorrections(enabled = true) {
  return useQuery({ queryKey: queryKeys.corrections.mine, queryFn: ({ signal }) => getMyCorrections(signal), enabled });
}
