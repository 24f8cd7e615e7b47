import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectDetailAnswer } from './detail-types';
import { queryKeys } from '../../../api/query-keys';

/** A project with what the viewer may see of it. */
export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetailAnswer> {
  return apiRequest<ProjectDetailAnswer>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}


export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.catalog.projectDetail(id), queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
