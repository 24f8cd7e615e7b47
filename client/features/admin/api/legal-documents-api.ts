import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalDocumentKind, LegalDocumentList } from '../../../../shared/schemas/admin/legal-documents';
import { apiRequest } from '../../../lib/api-client';

// Contracts and cookie policies (spec 3 §2.8, §2.9): the form goes as multipart (the PDF beside
// the title). After a write the footer's and the registration form's lists are fetched again, so
// they follow at once.

const keyOf = (kind: LegalDocumentKind) => ['admin', `/${kind}`] as const;

export function useLegalDocuments(kind: LegalDocumentKind) {
  return useQuery({
    queryKey: [...keyOf(kind), 'list'] as const,
    queryFn: ({ signal }) => apiRequest<LegalDocumentList>(`/api/admin/${kind}`, { signal }),
  });
}

export interface LegalDocumentInput {
  title: string;
  must: boolean;
  file: File | null;
}

function formDataOf(input: LegalDocumentInput) {
  const data = new FormData();
  data.set('title', input.title);
  data.set('must', String(input.must));
  if (input.file) data.set('file', input.file, input.file.name);
  return data;
}

export type LegalDocumentAction =
  | { type: 'create'; input: LegalDocumentInput }
  | { type: 'update'; id: string; input: LegalDocumentInput }
  | { type: 'toggle'; id: string }
  | { type: 'delete'; id: string };

function call(kind: LegalDocumentKind, action: LegalDocumentAction) {
  const base = `/api/admin/${kind}`;
  switch (action.type) {
    case 'create':
      return apiRequest<{ message: string }>(base, { method: 'POST', body: formDataOf(action.input) });
    case 'update':
      return apiRequest<{ message: string }>(`${base}/${action.id}`, { method: 'PUT', body: formDataOf(action.input) });
    case 'toggle':
      return apiRequest<{ message: string }>(`${base}/${action.id}/toggle`, { method: 'POST', json: {} });
    case 'delete':
      return apiRequest<{ message: string }>(`${base}/${action.id}`, { method: 'DELETE' });
  }
}

export function useLegalDocumentAction(kind: LegalDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LegalDocumentAction) => call(kind, action),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: keyOf(kind) }), queryClient.invalidateQueries({ queryKey: ['legal'] })]),
  });
}
