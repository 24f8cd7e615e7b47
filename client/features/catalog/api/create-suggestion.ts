import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SuggestionTarget = 'projects' | 'companies';

/** Sends a correction for an admin to review; the server checks every field is editable. */
export function createSuggestion(target: SuggestionTarget, id: string, suggestedData: Record<string, unknown>) {
  return apiRequest<{ message: string }>(`/api/suggestions/${target}/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: { suggested_data: suggestedData },
  });
}

export function useCreateSuggestion(target: SuggestionTarget, id: string) {
  return useMutation({ mutationFn: (data: Record<string, unknown>) => createSuggestion(target, id, data) });
}
