import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportMapping, ImportPreview, ImportRowAction, ImportRowsPage, ImportSourceOption, ImportSummary } from '../../../../shared/schemas/imports';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { sendWithProgress, type SendProgress } from '../../../lib/send-with-progress';
import { queryKeys } from '../../../api/query-keys';

// The importer's calls (issue 43): upload a file for a preview, poll the import while the server
// reads or writes it, page through its rows, commit, revert. The history list is the resource
// layer's own GET /api/admin/imports (ResourceList), so its key is built there.

/** How often the progress bar asks how far the server is. */
export const IMPORT_POLL_MS = 500;

export const IMPORTS_PATH = '/imports';

export interface ImportUpload {
  /** Chosen here, so the progress of reading the file can be polled before the answer arrives. */
  id: string;
  kind: ImportKind;
  sourceId: string;
  file: File;
  /** Absent: the server detects it (remembered for the source, else by the headers' names). */
  mapping?: ImportMapping;
}

/** POST /api/admin/imports: the file and its fields, answered by the preview. Fields go first, so a server reading the stream knows them before the file. */
export function uploadImport(upload: ImportUpload, options: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal } = {}) {
  const body = new FormData();
  body.set('id', upload.id);
  body.set('kind', upload.kind);
  if (upload.sourceId) body.set('source_id', upload.sourceId);
  if (upload.mapping) body.set('mapping', JSON.stringify(upload.mapping));
  body.set('file', upload.file, upload.file.name);
  return sendWithProgress<ImportPreview>(`/api/admin${IMPORTS_PATH}`, body, options);
}

/**
 * GET /api/admin/imports/{id}, asked again every IMPORT_POLL_MS while `poll`. Until the server has
 * stored the import (it is still receiving the file), the answer is a 404: no data yet, not an error.
 */
export function useImportStatus(id: string | undefined, poll: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.importStatus(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ImportSummary>(`/api/admin${IMPORTS_PATH}/${encodeURIComponent(id!)}`, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    // Asked only while something runs; the last answer stays for the screen meanwhile.
    enabled: Boolean(id) && poll,
    staleTime: 0,
    refetchInterval: poll ? IMPORT_POLL_MS : false,
  });
}

export const importRowsQueryOptions = (id: string, action: ImportRowAction | undefined, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.importRows(id, action ?? 'all', page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (action) params.set('action', action);
      return apiRequest<ImportRowsPage>(`/api/admin${IMPORTS_PATH}/${encodeURIComponent(id)}/rows?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** A page of the import's rows, of one action or all. */
export function useImportRows(id: string, action: ImportRowAction | undefined, page: number) {
  return useQuery(importRowsQueryOptions(id, action, page));
}

/** Commit or revert (answered by the import's summary): everything the back office lists may have changed (records, history). */
export function useImportStep(step: 'commit' | 'revert') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ImportSummary>(`/api/admin${IMPORTS_PATH}/${encodeURIComponent(id)}/${step}`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** Every source, for the importer's select. */
export function useSourceOptions() {
  return useQuery({
    queryKey: queryKeys.admin.sourceOptions,
    queryFn: ({ signal }) => apiRequest<{ items: ImportSourceOption[] }>(`/api/admin${IMPORTS_PATH}/sources`, { signal }),
  });
}
