import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** Sends a PDF showing the member represents the company, for an admin to read. */
export function startDocumentClaim(companyId: string, file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest<{ id: string; message: string }>(`/api/companies/${encodeURIComponent(companyId)}/claims/document`, { method: 'POST', body });
}

export function useStartDocumentClaim(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => startDocumentClaim(companyId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.me.companyClaims }),
  });
}
