import type { ProvinceMeasure } from '../../../shared/map-constants';

// The sector map's own state, kept in the host page's URL beside the station list's "st_…" ones, so
// a map view can be shared and survives a reload: which layers are shown, what the provinces are
// shaded by, and the projects layer's filters (the project list's own: search, type, status; the
// city is the page's İl filter, shared with the stations).

export const MAP_PARAM = {
  hideStations: 'map_st',
  hideProjects: 'map_pj',
  measure: 'map_measure',
  search: 'pj_q',
  type: 'pj_type',
  status: 'pj_status',
} as const;

export interface ProjectLayerFilters {
  search: string;
  city_id: string | null;
  type_id: string | null;
  status_type_id: string | null;
}

export interface MapState {
  stations: boolean;
  projects: boolean;
  measure: ProvinceMeasure;
  search: string;
  type_id: string | null;
  status_type_id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

/** The map's state in a query string; anything unreadable falls back to its default. */
export function readMapState(search: URLSearchParams): MapState {
  return {
    stations: search.get(MAP_PARAM.hideStations) !== '0',
    projects: search.get(MAP_PARAM.hideProjects) !== '0',
    measure: search.get(MAP_PARAM.measure) === 'official' ? 'official' : 'catalogue_commissioned',
    search: search.get(MAP_PARAM.search)?.trim() ?? '',
    type_id: uuidOrNull(search.get(MAP_PARAM.type)),
    status_type_id: uuidOrNull(search.get(MAP_PARAM.status)),
  };
}
