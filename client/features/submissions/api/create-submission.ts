import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySubmission, ProjectSubmission } from '../../../../shared/schemas/submissions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export type SubmissionKind = 'companies' | 'projects';
type Data<K extends SubmissionKind> = K extends 'companies' ? CompanySubmission : ProjectSubmission;

/** Sends a new company or project for an admin to approve; the server checks everything again. */
export function createSubmission<K extends SubmissionKind>(kind: K, data: Data<K>) {
  return apiRequest<{ id: string; message: string }>(`/api/me/submissions/${kind}`, { method: 'POST', json: data });
}

/** The submission; on success the member's submission list is fetched again. */
export function useCreateSubmission<K extends SubmissionKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Data<K>) => createSubmission(kind, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.submissions }),
  });
}
