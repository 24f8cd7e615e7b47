import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Project totals, by status, by type and the top 10 cities (premium only: 401 / 403 otherwise). */
export function getProjectSummary(signal?: AbortSignal): Promise<ProjectSummary> {
  return apiRequest<ProjectSummary>('/api/dashboard/projects', { signal });
}


export const projectSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.projects, queryFn: ({ signal }) => getProjectSummary(signal) });

export function useProjectSummary() {
  return useQuery(projectSummaryQueryOptions());
}
