import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectionBody, CorrectionKind } from '../../../../shared/schemas/corrections';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function createCorrection(kind: CorrectionKind, id: string, body: CorrectionBody) {
  return apiRequest<{ id: string; message: string; fields: string[] }>(`/api/corrections/${kind}/${encodeURIComponent(id)}`, { method: 'POST', json: body });
}

export function useCreateCorrection(kind: CorrectionKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) => createCorrection(kind, id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.corrections.mine }),
  });
}
