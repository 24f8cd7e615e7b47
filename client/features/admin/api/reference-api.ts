import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceForm, ReferenceListKey } from '../../../../shared/schemas/admin/reference';
import { apiRequest } from '../../../lib/api-client';
import { referenceQueryOptions } from '../../../api/reference';

// Reference list writes (spec 3 §2.5); the public lists every form reads are fetched again after each.

export type ReferenceWrite =
  | { type: 'add'; body: ReferenceForm }
  | { type: 'rename'; id: string; body: ReferenceForm }
  | { type: 'delete'; id: string };

export function useReferenceWrite(list: ReferenceListKey) {
  const queryClient = useQueryClient();
  const base = `/api/admin/reference/${list}`;
  return useMutation({
    mutationFn: (write: ReferenceWrite) =>
      write.type === 'add'
        ? apiRequest<{ message: string }>(base, { method: 'POST', json: write.body })
        : write.type === 'rename'
          ? apiRequest<{ message: string }>(`${base}/${write.id}`, { method: 'PUT', json: write.body })
          : apiRequest<{ message: string }>(`${base}/${write.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', `/reference/${list}`] }),
        // The public lists every form reads, districts included (['reference', 'districts', city]).
        queryClient.invalidateQueries({ queryKey: referenceQueryOptions().queryKey }),
      ]);
    },
  });
}
