import type { ExportCreated, ExportQuote } from '../../../../shared/schemas/exports';
import { apiRequest } from '../../../lib/api-client';
import { listQuery, type CatalogKind, type ListParams } from '../../../lib/list-params';

/** The export's filter set as the list asks for it (its search, filters and order; never its page). */
export function exportBody(kind: CatalogKind, params: ListParams): Record<string, string | number> {
  const query = listQuery(kind, { ...params, page: 1 });
  return { kind, ...query };
}

export const exportQuoteKey = (kind: CatalogKind, params: ListParams) => ['exports', 'quote', exportBody(kind, params)] as const;

/** What exporting the list costs now, and how many rows it holds (nothing is charged). */
export function quoteExport(kind: CatalogKind, params: ListParams, signal?: AbortSignal) {
  return apiRequest<ExportQuote>('/api/exports/quote', { method: 'POST', json: exportBody(kind, params), signal });
}

/** Confirms the export at the total the dialog showed; the server charges only that (else 402 with the new quote). */
export function confirmExport(kind: CatalogKind, params: ListParams, quotedTotal: number) {
  return apiRequest<ExportCreated>('/api/exports', { method: 'POST', json: { ...exportBody(kind, params), quoted_total: quotedTotal } });
}

/** Starts the file's download in the browser (the session cookie goes with it; the server sends it as an attachment). */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
