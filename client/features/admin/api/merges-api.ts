import { useQuery } from '@tanstack/react-query';
import type { CompareResponse, MergeBody, MergeKind } from '../../../../shared/schemas/merges';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';
import { useAdminCall } from './admin-resource-api';

// Merging two duplicate records (decision 066): both side by side, the merge, its undo. The history of
// merges is the resource layer's own GET /api/admin/merges.

export const MERGES_PATH = '/merges';

export function useMergeCompare(kind: MergeKind, a: string, b: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.mergeCompare(kind, a, b),
    queryFn: ({ signal }) => apiRequest<CompareResponse>(`/api/admin${MERGES_PATH}/compare/${kind}/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, { signal }),
    enabled,
    retry: false,
  });
}

export interface MergeAnswer {
  id: string;
  survivor_id: string;
  merged_id: string;
  message: string;
}

export const useMerge = () => useAdminCall<MergeBody, MergeAnswer>((body) => ({ url: MERGES_PATH, json: body }));

export const useUndoMerge = () => useAdminCall((id: string) => ({ url: `${MERGES_PATH}/${encodeURIComponent(id)}/undo` }));
