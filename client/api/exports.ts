import type { ExportCreated, ExportQuote, ExportRequestBody } from '../../shared/schemas/exports';
import { apiRequest } from '../lib/api-client';
import { listQuery, type CatalogKind, type ListParams } from '../lib/list-params';
import type { StationListParams } from '../lib/station-params';

// Paid exports (docs/product-rules.md#exports): what a list or table asks to export is its filter set
// and order (never its page), as the body the quote and the confirmation share.

/** A catalogue list's export: its search, filters and order. */
export function catalogExportBody(kind: CatalogKind, params: ListParams): ExportRequestBody {
  return { kind, ...listQuery(kind, { ...params, page: 1 }) } as ExportRequestBody;
}

/** The station list's export: its year, month, city and source, and its order when not the default. */
export function stationExportBody(params: StationListParams): ExportRequestBody {
  return {
    kind: 'stations',
    ...(params.year !== null ? { year: params.year } : {}),
    ...(params.month !== null ? { month: params.month } : {}),
    ...(params.city_id ? { city_id: params.city_id } : {}),
    ...(params.source_id ? { source_id: params.source_id } : {}),
    ...(params.sort ? { sort: params.sort, dir: params.dir } : {}),
  };
}

/** A statistics table's export: the year shown, its trend window ("Son 24 ay") or every year. */
export function statisticsExportBody(kind: 'installed-power' | 'production', choice: number | 'trend' | 'all'): ExportRequestBody {
  return { kind, ...(choice === 'trend' ? { trend: true } : typeof choice === 'number' ? { year: choice } : {}) };
}

/** What exporting costs now, and how many rows it holds (nothing is charged). */
export function quoteExport(body: ExportRequestBody, signal?: AbortSignal) {
  return apiRequest<ExportQuote>('/api/exports/quote', { method: 'POST', json: body, signal });
}

/** Confirms the export at the total the dialog showed; the server charges only that (else 402 with the new quote). */
export function confirmExport(body: ExportRequestBody, quotedTotal: number) {
  return apiRequest<ExportCreated>('/api/exports', { method: 'POST', json: { ...body, quoted_total: quotedTotal } });
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
