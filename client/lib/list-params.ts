import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../shared/schemas/auth';

// What the project and company lists are asked for, and how a charge reaches the Bakiye badge.

export type SortDir = 'asc' | 'desc';
export type CatalogKind = 'projects' | 'companies';

export interface ListParams {
  /** Applied search: empty or at least 4 letters (spec 2 §5). */
  search: string;
  /** Filter key (city_id, type_id, …) -> reference id; empty keys are left out. */
  filters: Record<string, string>;
  sort: string;
  dir: SortDir;
  page: number;
}

/** The list's default order (spec 2 §4): projects updated_at desc, companies company_name asc. */
export const LIST_DEFAULTS: Record<CatalogKind, { sort: string; dir: SortDir; newColumnDir: SortDir }> = {
  projects: { sort: 'updated_at', dir: 'desc', newColumnDir: 'desc' },
  companies: { sort: 'company_name', dir: 'asc', newColumnDir: 'asc' },
};

export function defaultListParams(kind: CatalogKind): ListParams {
  const { sort, dir } = LIST_DEFAULTS[kind];
  return { search: '', filters: {}, sort, dir, page: 1 };
}

/** The query string of a list request; defaults are left out, `confirm` accepts the quoted cost. */
export function listSearchParams(kind: CatalogKind, params: ListParams, confirm = false): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  for (const [key, value] of Object.entries(params.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) query.set(key, value);
  }
  const defaults = LIST_DEFAULTS[kind];
  if (params.sort !== defaults.sort || params.dir !== defaults.dir) {
    query.set('sort', params.sort);
    query.set('dir', params.dir);
  }
  if (params.page > 1) query.set('page', String(params.page));
  if (confirm) query.set('confirm', '1');
  return query.toString();
}

/** The cache key part of a request: empty filters left out (TanStack hashes keys order-free). */
export function listKeyPart(params: ListParams): ListParams {
  const filters = Object.fromEntries(Object.entries(params.filters).filter(([, value]) => value));
  return { ...params, filters };
}

export const SESSION_KEY = ['auth', 'session'] as const;

/**
 * A charge went through: show the new Bakiye at once, then ask the server for the session again.
 * (The session query belongs to the auth feature; its key is part of the app's contract.)
 */
export function applyBalance(queryClient: QueryClient, balance: number | undefined): void {
  if (balance !== undefined) {
    queryClient.setQueryData<SessionInfo>(SESSION_KEY, (current) =>
      current?.user ? { user: { ...current.user, token_balance: balance } } : current,
    );
  }
  void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}
