import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnSubmissions } from '../../../../shared/schemas/submissions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The member's own company and project submissions, newest first. */
export function getOwnSubmissions(signal?: AbortSignal): Promise<OwnSubmissions> {
  return apiRequest<OwnSubmissions>('/api/me/submissions', { signal });
}

export const ownSubmissionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.submissions, queryFn: ({ signal }) => getOwnSubmissions(signal) });

export function useOwnSubmissions() {
  return useQuery(ownSubmissionsQueryOptions());
}
