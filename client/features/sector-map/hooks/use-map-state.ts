import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProvinceMeasure } from '../../../../shared/map-constants';
import { MAP_PARAM, readMapState, type MapState } from '../map-params';

type FilterKey = 'search' | 'type_id' | 'status_type_id';
const FILTER_PARAM: Record<FilterKey, string> = { search: MAP_PARAM.search, type_id: MAP_PARAM.type, status_type_id: MAP_PARAM.status };

/** The map's layers, shading and project filters, read from and written to the URL (replacing the entry). */
export function useMapState() {
  const [search, setSearch] = useSearchParams();
  const state: MapState = readMapState(search);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        // Synchronously, not as a transition: a checkbox shows its new state at once, not after a
        // render of the map behind it (a controlled input shows its old state until then).
        { replace: true, preventScrollReset: true, flushSync: true },
      ),
    [setSearch],
  );
  return {
    state,
    showLayer: (layer: 'stations' | 'projects', shown: boolean) =>
      update((next) => {
        const param = layer === 'stations' ? MAP_PARAM.hideStations : MAP_PARAM.hideProjects;
        if (shown) next.delete(param);
        else next.set(param, '0');
      }),
    setMeasure: (measure: ProvinceMeasure) =>
      update((next) => (measure === 'official' ? next.set(MAP_PARAM.measure, measure) : next.delete(MAP_PARAM.measure))),
    setFilter: (key: FilterKey, value: string) =>
      update((next) => (value ? next.set(FILTER_PARAM[key], value) : next.delete(FILTER_PARAM[key]))),
    clearFilters: () => update((next) => Object.values(FILTER_PARAM).forEach((param) => next.delete(param))),
  };
}
