import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A PDF as a corrected field's source, kept for the company the member represents. */
export function uploadCorrectionDocument(companyId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<{ id: string; name: string; message: string }>(`/api/corrections/companies/${encodeURIComponent(companyId)}/documents`, { method: 'POST', body });
}

export function useUploadCorrectionDocument(companyId: string) {
  return useMutation({ mutationFn: (file: File) => uploadCorrectionDocument(companyId, file) });
}
