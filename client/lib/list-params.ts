import { apiRequest } from './api-client';

// What the project and company lists are asked for.

export type SortDir = 'asc' | 'desc';
export type CatalogKind = 'projects' | 'companies';

export interface ListParams {
  /** Applied search: empty or at least 4 letters (docs/product-rules.md#catalogue). */
  search: string;
  /** Filter key (city_id, type_id, …) -> reference id; empty keys are left out. */
  filters: Record<string, string>;
  sort: string;
  dir: SortDir;
  page: number;
}

/** The list's default order (docs/product-rules.md#catalogue): projects updated_at desc, companies company_name asc. */
export const LIST_DEFAULTS: Record<CatalogKind, { sort: string; dir: SortDir; newColumnDir: SortDir }> = {
  projects: { sort: 'updated_at', dir: 'desc', newColumnDir: 'desc' },
  companies: { sort: 'company_name', dir: 'asc', newColumnDir: 'asc' },
};

export function defaultListParams(kind: CatalogKind): ListParams {
  const { sort, dir } = LIST_DEFAULTS[kind];
  return { search: '', filters: {}, sort, dir, page: 1 };
}

/** The fields of a list request; defaults are left out. */
export function listQuery(kind: CatalogKind, params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.search) query.search = params.search;
  for (const [key, value] of Object.entries(params.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) query[key] = value;
  }
  const defaults = LIST_DEFAULTS[kind];
  if (params.sort !== defaults.sort || params.dir !== defaults.dir) {
    query.sort = params.sort;
    query.dir = params.dir;
  }
  if (params.page > 1) query.page = params.page;
  return query;
}

/** A list page: read with GET; with `quotedTotal` the user accepts that cost (POST .../list, decision 008). */
export function requestList<T>(kind: CatalogKind, params: ListParams, { quotedTotal, signal }: { quotedTotal?: number; signal?: AbortSignal } = {}) {
  const query = listQuery(kind, params);
  if (quotedTotal !== undefined) {
    return apiRequest<T>(`/api/${kind}/list`, { method: 'POST', json: { ...query, quoted_total: quotedTotal }, signal });
  }
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return apiRequest<T>(`/api/${kind}${search ? `?${search}` : ''}`, { signal });
}

/** The cache key part of a request: empty filters left out (TanStack hashes keys order-free). */
export function listKeyPart(params: ListParams): ListParams {
  const filters = Object.fromEntries(Object.entries(params.filters).filter(([, value]) => value));
  return { ...params, filters };
}
