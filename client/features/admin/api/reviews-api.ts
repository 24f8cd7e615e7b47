import { useQuery } from '@tanstack/react-query';
import type { ReviewKind, SubmissionList, SuggestionList } from '../../../../shared/schemas/admin/reviews';
import { apiRequest } from '../../../lib/api-client';
import { useAdminCall } from './admin-resource-api';
import { queryKeys } from '../../../api/query-keys';

// Suggestion and submission review (docs/product-rules.md#reviews).

export const useSuggestions = () => useQuery({ queryKey: queryKeys.admin.suggestions, queryFn: ({ signal }) => apiRequest<SuggestionList>('/api/admin/suggestions', { signal }) });
export const useSubmissions = () => useQuery({ queryKey: queryKeys.admin.submissions, queryFn: ({ signal }) => apiRequest<SubmissionList>('/api/admin/submissions', { signal }) });

export interface Decision {
  kind: ReviewKind;
  id: string;
  approve: boolean;
  feedback?: string;
}

/** Approve or reject a suggestion or a submission; every admin list is fetched again (an approval changes the catalogue). */
export const useDecide = (target: 'suggestions' | 'submissions') =>
  useAdminCall(({ kind, id, approve, feedback }: Decision) => ({
    url: `/${target}/${kind}/${id}/${approve ? 'approve' : 'reject'}`,
    json: approve && target === 'suggestions' ? {} : feedback ? { feedback } : {},
  }));
