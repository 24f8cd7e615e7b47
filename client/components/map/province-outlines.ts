import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_MESSAGES } from '../../../shared/map-constants';
// A hashed asset (cached for good, precompressed at build), fetched beside the map's answers rather
// than parsed as part of its JavaScript.
import outlinesUrl from './turkey-provinces.topo.json?url';
import { queryKeys } from '../../api/query-keys';

export interface ProvinceProperties {
  /** "01"…"81", the key to the cities' plate codes. */
  plate_code: string;
  name: string;
}
export type ProvinceOutlines = FeatureCollection<Polygon | MultiPolygon, ProvinceProperties>;

type ProvinceTopology = Topology<{ provinces: GeometryCollection<ProvinceProperties> }>;

/** Turkey's 81 province outlines (client/components/map/README.md), served by our own server. */
export async function getProvinceOutlines(signal?: AbortSignal): Promise<ProvinceOutlines> {
  const response = await fetch(outlinesUrl, { signal });
  if (!response.ok) throw new Error(MAP_MESSAGES.outlinesLoadFailed);
  const topology = (await response.json()) as ProvinceTopology;
  return feature(topology, topology.objects.provinces) as ProvinceOutlines;
}

export const provinceOutlinesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.map.outlines(outlinesUrl),
    queryFn: ({ signal }) => getProvinceOutlines(signal),
    staleTime: Infinity,
  });
