import { useQuery } from '@tanstack/react-query';
import type { CorrectionForm, CorrectionKind } from '../../../../shared/schemas/corrections';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** The record's current values, answered only to a representative of its company (403 otherwise). */
export function getCorrectionForm(kind: CorrectionKind, id: string, signal?: AbortSignal) {
  return apiRequest<CorrectionForm>(`/api/corrections/${kind}/${encodeURIComponent(id)}`, { signal });
}

/** Asked only for a member who represents some company; a 403 simply means "not this record". */
export function useCorrectionForm(kind: CorrectionKind, id: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.corrections.form(kind, id), queryFn: ({ signal }) => getCorrectionForm(kind, id, signal), enabled, retry: false });
}
