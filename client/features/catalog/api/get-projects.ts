import { queryOptions } from '@tanstack/react-query';
import type { ProjectList } from '../../../../shared/schemas/catalog';
import { listKeyPart, requestList, type ListParams } from '../../../lib/list-params';
import { queryKeys } from '../../../api/query-keys';

/** One page of the project list; `quotedTotal` accepts the cost the server quoted (402). */
export function getProjects(params: ListParams, options: { quotedTotal?: number; signal?: AbortSignal } = {}) {
  return requestList<ProjectList>('projects', params, options);
}

export const projectListKey = (params: ListParams) => queryKeys.catalog.projectList(listKeyPart(params));

export const projectsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: projectListKey(params),
    queryFn: ({ signal }) => getProjects(params, { signal }),
    // A refused page (402/403) is an answer to act on, not to ask again when shown.
    retryOnMount: false,
  });
