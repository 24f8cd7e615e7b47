import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { PROVINCE_CENTRES } from '../../../shared/province-centres';
import type { ProvinceOutlines, ProvinceProperties } from './province-outlines';

// The committed base layer (scripts/make-province-outlines.ts) and the centres the server places
// projects without coordinates at.

const topology = JSON.parse(readFileSync(path.join(import.meta.dirname, 'turkey-provinces.topo.json'), 'utf8')) as Topology<{ provinces: GeometryCollection<ProvinceProperties> }>;
const outlines = feature(topology, topology.objects.provinces) as ProvinceOutlines;

/** Even-odd ray casting over every ring of the shape (holes included). */
function contains(geometry: Polygon | MultiPolygon, [lng, lat]: [number, number]): boolean {
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('the province outlines', () => {
  it('hold the 81 provinces once each, by plate code and official name, quantised', () => {
    expect(outlines.features).toHaveLength(81);
    expect(outlines.features.map((f) => f.properties.plate_code).sort()).toEqual(Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(outlines.features.find((f) => f.properties.plate_code === '46')?.properties.name).toBe('Kahramanmaraş');
    expect(outlines.features.find((f) => f.properties.plate_code === '67')?.properties.name).toBe('Zonguldak');
    expect(topology.transform).toBeDefined();
  });

  it('place each province’s centre inside the province, and in no other', () => {
    for (const province of outlines.features) {
      const plate = Number(province.properties.plate_code);
      const [lat, lng] = PROVINCE_CENTRES[plate]!;
      expect(contains(province.geometry, [lng, lat]), province.properties.name).toBe(true);
      const others = outlines.features.filter((f) => f !== province && contains(f.geometry, [lng, lat]));
      expect(others.map((f) => f.properties.name), province.properties.name).toEqual([]);
    }
  });
});
