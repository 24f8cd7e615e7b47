import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromColumns } from '../../../../shared/schemas/columns';
import type { ProjectMap, ProjectMarker } from '../../../../shared/schemas/sector-map';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectLayerFilters } from '../map-params';
import { queryKeys } from '../../../api/query-keys';

/** The projects layer's query string: the project list's own parameter names (shared schema). */
export function projectLayerSearch(filters: ProjectLayerFilters): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.city_id) query.set('city_id', filters.city_id);
  if (filters.type_id) query.set('type_id', filters.type_id);
  if (filters.status_type_id) query.set('status_type_id', filters.status_type_id);
  return query.toString();
}

export interface ProjectLayer extends Omit<ProjectMap, 'markers'> {
  markers: ProjectMarker[];
}

/** The map's projects in the list's filters (premium only), the largest first, at most `limit`. */
export async function getProjectMarkers(filters: ProjectLayerFilters, signal?: AbortSignal): Promise<ProjectLayer> {
  const search = projectLayerSearch(filters);
  const answer = await apiRequest<ProjectMap>(search ? `/api/map/projects?${search}` : '/api/map/projects', { signal });
  return { ...answer, markers: fromColumns(answer.markers) };
}

export const projectMarkersQueryOptions = (filters: ProjectLayerFilters) =>
  queryOptions({
    queryKey: queryKeys.map.projects(projectLayerSearch(filters)),
    queryFn: ({ signal }) => getProjectMarkers(filters, signal),
  });

/** Asked for only while the layer is shown. */
export function useProjectMarkers(filters: ProjectLayerFilters, enabled: boolean) {
  return useQuery({ ...projectMarkersQueryOptions(filters), enabled });
}
