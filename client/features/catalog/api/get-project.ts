import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectDetailAnswer } from './detail-types';

/** A project with what the viewer may see of it. */
export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetailAnswer> {
  return apiRequest<ProjectDetailAnswer>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}

export const projectDetailKey = (id: string) => ['catalog', 'projects', 'detail', id] as const;

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectDetailKey(id), queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
