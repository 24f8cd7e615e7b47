import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STATION_SORTS, type StationSort } from '../../../../shared/station-constants';
import type { SortDir, StationFilters, StationListParams } from '../../../lib/station-params';

// The station list's state lives in the URL of the page hosting it, under the "st_" prefix so it
// does not collide with the host's own parameters (e.g. the dashboard's tab).

export const STATION_PARAM = {
  view: 'st_view',
  year: 'st_year',
  month: 'st_month',
  city: 'st_city',
  source: 'st_source',
  sort: 'st_sort',
  dir: 'st_dir',
  page: 'st_page',
} as const;

export type StationView = 'list' | 'map';

/** A column clicked for the first time: numbers start with the largest, names from A (docs/product-rules.md#transformer-stations). */
export const firstDir = (column: StationSort): SortDir => (column === 'station_name' || column === 'city' ? 'asc' : 'desc');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function intIn(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The list state in a query string; anything unreadable falls back to its default. */
export function readStationParams(search: URLSearchParams): StationListParams & { view: StationView } {
  const rawSort = search.get(STATION_PARAM.sort);
  const sort = STATION_SORTS.find((s) => s === rawSort) ?? null;
  const rawDir = search.get(STATION_PARAM.dir);
  const city = search.get(STATION_PARAM.city);
  const source = search.get(STATION_PARAM.source);
  return {
    view: search.get(STATION_PARAM.view) === 'map' ? 'map' : 'list',
    year: intIn(search.get(STATION_PARAM.year), 2000, 2100),
    month: intIn(search.get(STATION_PARAM.month), 1, 12),
    // The city filter is applied only when it is a valid UUID (docs/product-rules.md#transformer-stations).
    city_id: city && UUID.test(city) ? city : null,
    source_id: source && UUID.test(source) ? source.toLowerCase() : null,
    sort,
    dir: rawDir === 'asc' || rawDir === 'desc' ? rawDir : sort ? firstDir(sort) : 'desc',
    page: intIn(search.get(STATION_PARAM.page), 1, 100_000) ?? 1,
  };
}

const setOrDelete = (search: URLSearchParams, key: string, value: string | number | null) => {
  if (value === null || value === '') search.delete(key);
  else search.set(key, String(value));
};

/**
 * The station list's filters, sort, page and view (list or map), read from and written to the URL.
 * Any change of a filter or of the order returns to page 1 (docs/product-rules.md#transformer-stations).
 */
export function useStationParams() {
  const [search, setSearch] = useSearchParams();
  const params = readStationParams(search);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, push = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setSearch],
  );

  const filters: StationFilters = { year: params.year, month: params.month, city_id: params.city_id, source_id: params.source_id };

  return {
    params,
    filters,
    view: params.view,
    setView: (view: StationView) => update((next) => setOrDelete(next, STATION_PARAM.view, view === 'map' ? 'map' : null), true),
    setFilter: (key: keyof StationFilters, value: string) =>
      update((next) => {
        const param = key === 'city_id' ? STATION_PARAM.city : key === 'source_id' ? STATION_PARAM.source : STATION_PARAM[key];
        setOrDelete(next, param, value);
        next.delete(STATION_PARAM.page);
      }),
    clearFilters: () =>
      update((next) => {
        for (const key of [STATION_PARAM.year, STATION_PARAM.month, STATION_PARAM.city, STATION_PARAM.source, STATION_PARAM.page]) next.delete(key);
      }),
    /** A header click: the same column flips its direction, another starts at its first direction. */
    sortBy: (column: StationSort) =>
      update((next) => {
        const current = readStationParams(next);
        const dir = current.sort === column ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDir(column);
        next.set(STATION_PARAM.sort, column);
        next.set(STATION_PARAM.dir, dir);
        next.delete(STATION_PARAM.page);
      }),
    /** The narrow screens' sort picker; null returns to the default order. */
    setSort: (column: StationSort | null, dir: SortDir) =>
      update((next) => {
        setOrDelete(next, STATION_PARAM.sort, column);
        setOrDelete(next, STATION_PARAM.dir, column ? dir : null);
        next.delete(STATION_PARAM.page);
      }),
    goToPage: (page: number) => update((next) => setOrDelete(next, STATION_PARAM.page, page > 1 ? page : null)),
  };
}
