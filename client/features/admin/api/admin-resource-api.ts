import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '../../../../shared/schemas/admin/list';
import type { AdminRecord } from '../../../../shared/schemas/admin/catalog';
import { apiRequest } from '../../../lib/api-client';
import { editBody } from '../../../lib/edit-body';

// The calls of one back-office resource (refine's data provider, in small): list, read, create,
// update, delete under /api/admin/<path>. Each resource definition names its path; the query keys
// are built here and nowhere else.

export type ListQuery = Record<string, string | number | undefined>;

const keyOf = (path: string) => ['admin', path] as const;

const withQuery = (path: string, query: ListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `/api/admin${path}?${text}` : `/api/admin${path}`;
};

export const adminListQueryOptions = <Row>(path: string, query: ListQuery) =>
  queryOptions({
    queryKey: [...keyOf(path), 'list', query] as const,
    queryFn: ({ signal }) => apiRequest<AdminPage<Row>>(withQuery(path, query), { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminList<Row, Extra = object>(path: string, query: ListQuery) {
  return useQuery(adminListQueryOptions<Row>(path, query)) as ReturnType<typeof useQuery<AdminPage<Row> & Extra>>;
}

export const adminRecordQueryOptions = (path: string, id: string) =>
  queryOptions({
    queryKey: [...keyOf(path), 'record', id] as const,
    queryFn: ({ signal }) => apiRequest<AdminRecord>(`/api/admin${path}/${encodeURIComponent(id)}`, { signal }),
    // An edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminRecord(path: string, id: string | undefined) {
  return useQuery({ ...adminRecordQueryOptions(path, id ?? ''), enabled: Boolean(id) });
}

/** Create (no id) or update (id); the resource's lists are fetched again afterwards. */
export function useSaveAdminRecord(path: string, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: unknown) =>
      id
        ? apiRequest<{ message: string }>(`/api/admin${path}/${encodeURIComponent(id)}`, { method: 'PUT', json: editBody(data as object) })
        : apiRequest<{ id: string; message: string }>(`/api/admin${path}`, { method: 'POST', json: data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(path) }),
  });
}

export function useDeleteAdminRecord(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/admin${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(path) }),
  });
}

/** Everything the back office shows is stale after a write elsewhere in it (e.g. an approval creates a project). */
export const invalidateAdmin = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: ['admin'] });
