import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AdminPage } from '../../../../shared/schemas/admin/list';
import type { AdminRecord } from '../../../../shared/schemas/admin/catalog';
import { apiRequest } from '../../../lib/api-client';
import { editBody } from '../../../lib/edit-body';
import type { SaveInput } from '../registry/form';
import { queryKeys } from '../../../api/query-keys';

// The calls of one back-office resource (refine's data provider, in small): list, read, create,
// update, delete under /api/admin/<path>. Each resource definition names its path; its query keys
// are `queryKeys.admin.*` (client/api/query-keys.ts).

export type ListQuery = Record<string, string | number | undefined>;

const withQuery = (path: string, query: ListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `/api/admin${path}?${text}` : `/api/admin${path}`;
};

export function useAdminList<Row, Extra = object>(path: string, query: ListQuery) {
  return useQuery({
    queryKey: queryKeys.admin.list(path, query),
    queryFn: ({ signal }) => apiRequest<AdminPage<Row> & Extra>(withQuery(path, query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A search picker's options, GET /api/admin/<path>/options?search=, idle until `minChars` are typed
 * (the search is case-insensitive, so is the cache).
 */
export function adminOptions<Option>(path: string, minChars: number) {
  return function useOptions(search: string) {
    const text = search.trim();
    return useQuery({
      queryKey: queryKeys.admin.list(`${path}/options`, { search: text.toLowerCase() }),
      queryFn: ({ signal }) => apiRequest<{ items: Option[] }>(withQuery(`${path}/options`, { search: text }), { signal }),
      enabled: text.length >= minChars,
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    });
  };
}

/** A form's stored record: GET /api/admin/<path>/:id, nothing while there is no id. */
export function useAdminRecord(path: string, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.record(path, id ?? ''),
    queryFn: ({ signal }) => apiRequest<AdminRecord>(`/api/admin${path}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    // An edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}

/** What a form holds, as multipart: text as typed, a chosen file by its name, nothing for no file. */
function formDataOf(values: Record<string, unknown>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) data.set(name, value, value.name);
    else if (value !== null && value !== undefined) data.set(name, String(value));
  }
  return data;
}

interface SaverOptions {
  /** The form carries a file: its fields go as multipart, read by the server with the same schema. */
  multipart?: boolean;
  /** One record per period, written by PUT to the path itself (statistics). */
  upsert?: boolean;
  /** Other queries that show what was saved (public pages, every admin list). */
  also?: readonly QueryKey[];
  /**
   * Send an Idempotency-Key, the same until a save succeeds: a retry after a lost answer (or a second
   * click) is answered once by the server and moves nothing twice (docs/decisions/049).
   */
  idempotent?: boolean;
}

/** A fresh Idempotency-Key; getRandomValues, unlike randomUUID, also works on a plain-http deployment. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A form's save (ResourceForm's default): create by POST, edit by PUT with only what the form shows
 * (decision 031: blank as null, via editBody); then the resource's queries and `also` are fetched again.
 */
export function adminSaver(path: string, { multipart = false, upsert = false, also = [], idempotent = false }: SaverOptions = {}) {
  return function useSave(id: string | undefined) {
    const queryClient = useQueryClient();
    const key = useRef(idempotent ? newIdempotencyKey() : undefined);
    return useMutation({
      mutationFn: ({ data, values }: SaveInput) => {
        const editing = Boolean(id) || upsert;
        const url = id ? `/api/admin${path}/${encodeURIComponent(id)}` : `/api/admin${path}`;
        const body = multipart ? { body: formDataOf(values) } : { json: editing ? editBody(data as object) : data };
        const headers = key.current ? { 'Idempotency-Key': key.current } : undefined;
        return apiRequest<{ message: string; id?: string }>(url, { method: editing ? 'PUT' : 'POST', headers, ...body });
      },
      onSuccess: () => {
        if (key.current) key.current = newIdempotencyKey();
        return Promise.all([queryKeys.admin.resource(path), ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
  };
}

/** A call under /api/admin beyond save (a toggle, a move, a decision, an action on a member): POST unless it says otherwise. */
export interface AdminCall {
  url: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
}

/**
 * One mutation for a resource's other calls; afterwards `refresh` is fetched again: by default
 * everything the back office shows (a write in one place, e.g. an approval, changes lists elsewhere).
 */
export function useAdminCall<Input, Answer = { message: string }>(call: (input: Input) => AdminCall, refresh: readonly QueryKey[] = [queryKeys.admin.all]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { url, method = 'POST', json = {} } = call(input);
      return apiRequest<Answer>(`/api/admin${url}`, method === 'DELETE' ? { method } : { method, json });
    },
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** DELETE /api/admin/<path>/:id; the resource's queries and `also` (public pages, other admin lists) are fetched again. */
export function useDeleteAdminRecord(path: string, also: readonly QueryKey[] = []) {
  return useAdminCall((id: string) => ({ url: `${path}/${encodeURIComponent(id)}`, method: 'DELETE' }), [queryKeys.admin.resource(path), ...also]);
}
