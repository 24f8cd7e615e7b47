import type { StationSort } from '../../shared/station-constants';

// What the station list and map ask for: the filters (docs/product-rules.md#transformer-stations: year, month, city), the
// sort column and direction, and the page.

export type SortDir = 'asc' | 'desc';

export interface StationFilters {
  year: number | null;
  month: number | null;
  city_id: string | null;
  /** Rows whose figure or station comes from this source (docs/product-rules.md#provenance). */
  source_id: string | null;
}

export interface StationListParams extends StationFilters {
  /** null: the server's default order (newest period first, then station name). */
  sort: StationSort | null;
  dir: SortDir;
  page: number;
}

/** The query string of the filters (empty ones left out). */
export function filterSearchParams(filters: StationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.year !== null) query.set('year', String(filters.year));
  if (filters.month !== null) query.set('month', String(filters.month));
  if (filters.city_id) query.set('city_id', filters.city_id);
  if (filters.source_id) query.set('source_id', filters.source_id);
  return query;
}

/** The query string of a list request: filters, then sort and page when not the default. */
export function listSearchParams(params: StationListParams): string {
  const query = filterSearchParams(params);
  if (params.sort) {
    query.set('sort', params.sort);
    query.set('dir', params.dir);
  }
  if (params.page > 1) query.set('page', String(params.page));
  return query.toString();
}

/**
 * What the station list gives the map it shows in its "Harita" view (the map is composed by the
 * screen: it draws projects too, whose details the screen opens).
 */
export interface StationMapSlot {
  filters: StationFilters;
  onOpenStation: (id: string) => void;
  /** A province chosen on the map becomes the list's İl filter (null clears it). */
  onSelectCity: (cityId: string | null) => void;
  /** Back to the list view (its filters kept). */
  onShowList: () => void;
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The cache key part of the filters. */
export const filterKey = (filters: StationFilters) => ({ year: filters.year, month: filters.month, city_id: filters.city_id, source_id: filters.source_id });
