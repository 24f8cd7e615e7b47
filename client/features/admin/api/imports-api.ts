import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportJob,
  ImportKind,
  ImportMapping,
  ImportPreview,
  ImportPreviewStatus,
  ImportRowAction,
  ImportRowsPage,
  ImportSummary,
} from '../../../../shared/schemas/imports';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { sendWithProgress, type SendProgress } from '../../../lib/send-with-progress';
import { queryKeys } from '../../../api/query-keys';

// The importer's calls (decisions 039, 050): upload a file, poll its preview job until the preview is ready,
// poll the import while a commit writes it, page through its rows, commit, revert. The history list is the resource
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

/**
 * POST /api/admin/imports: the file and its fields, answered at once (202) by the preview job's id
 * and status URL. Fields go first, so a server reading the stream knows them before the file.
 */
export function uploadImport(upload: ImportUpload, options: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal } = {}) {
  const body = new FormData();
  body.set('id', upload.id);
  body.set('kind', upload.kind);
  if (upload.sourceId) body.set('source_id', upload.sourceId);
  if (upload.mapping) body.set('mapping', JSON.stringify(upload.mapping));
  body.set('file', upload.file, upload.file.name);
  return sendWithProgress<ImportJob>(`/api/admin${IMPORTS_PATH}`, body, options);
}

/** A preview job that ended as failed: its message is the server's Turkish reason. */
export class ImportPreviewFailure extends Error {}

function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Durduruldu', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('Durduruldu', 'AbortError'))), { once: true });
  });
}

/**
 * The job's status URL, asked every IMPORT_POLL_MS until the preview is ready (its preview) or has
 * failed (an ImportPreviewFailure with the reason); each answer goes to `onStatus` for the progress bar.
 */
export async function waitForPreview(url: string, { signal, onStatus }: { signal?: AbortSignal; onStatus?: (status: ImportPreviewStatus) => void } = {}): Promise<ImportPreview> {
  for (;;) {
    const status = await apiRequest<ImportPreviewStatus>(url, { signal });
    onStatus?.(status);
    if (status.state === 'ready' && status.preview) return status.preview;
    if (status.state === 'failed') throw new ImportPreviewFailure(status.error ?? '');
    await pause(IMPORT_POLL_MS, signal);
  }
}

/**
 * GET /api/admin/imports/{id} (a commit's progress), asked again every IMPORT_POLL_MS while `poll`.
 * A 404 is no data yet, not an error.
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

/** What a commit or revert is asked: the import, and (a commit) the unmapped columns confirmed as not imported. */
export type ImportStepInput = string | { id: string; ignoreColumns?: readonly string[] };

/** Commit or revert (answered by the import's summary): everything the back office lists may have changed (records, history). */
export function useImportStep(step: 'commit' | 'revert') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportStepInput) => {
      const { id, ignoreColumns } = typeof input === 'string' ? { id: input, ignoreColumns: undefined } : input;
      const json = ignoreColumns && ignoreColumns.length > 0 ? { ignore_columns: [...ignoreColumns] } : {};
      return apiRequest<ImportSummary>(`/api/admin${IMPORTS_PATH}/${encodeURIComponent(id)}/${step}`, { method: 'POST', json });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

