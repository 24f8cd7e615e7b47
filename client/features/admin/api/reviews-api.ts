import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewKind, SubmissionList, SuggestionList } from '../../../../shared/schemas/admin/reviews';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// Suggestion and submission review (spec 3 §2.3 Öneriler, §2.15).

export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'suggestions'] as const, queryFn: ({ signal }) => apiRequest<SuggestionList>('/api/admin/suggestions', { signal }) });
export const useSuggestions = () => useQuery(suggestionsQueryOptions());

export const submissionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'submissions'] as const, queryFn: ({ signal }) => apiRequest<SubmissionList>('/api/admin/submissions', { signal }) });
export const useSubmissions = () => useQuery(submissionsQueryOptions());

export interface Decision {
  kind: ReviewKind;
  id: string;
  approve: boolean;
  feedback?: string;
}

/** Approve or reject a suggestion or a submission; every admin list is fetched again (an approval changes the catalogue). */
export function useDecide(target: 'suggestions' | 'submissions') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, approve, feedback }: Decision) =>
      apiRequest<{ message: string }>(`/api/admin/${target}/${kind}/${id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        json: approve && target === 'suggestions' ? {} : feedback ? { feedback } : {},
      }),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
