import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { station_sources } from '../../db/schema/provenance';
import { cities } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';
import { transformer_station_definitions as station } from '../../db/schema/stations';
import type { ExportColumn, ExportSource } from '../exports/export-rows';

// The transformer stations derived from OpenStreetMap, offered under ODbL 1.0 as its share-alike asks
// of a derived database in public use (docs/product-rules.md#provenance, decision 054). Only the
// fields that came from OSM: name, voltage, operator, coordinates, province and the OSM node; never a
// capacity (ours are generated) nor anything a premium member pays for beyond what OSM publishes.

export const OSM_STATIONS_FILE = 'gunesveri-openstreetmap-trafo-merkezleri';

/** The sources published by OpenStreetMap's contributors (the map's notice follows the same rule: osmDerived). */
const isOsm = sql`${sources.publisher} ILIKE '%OpenStreetMap%'`;

export interface OsmStation {
  osm_id: string | null;
  name: string;
  voltage: string | null;
  operator: string | null;
  latitude: number | null;
  longitude: number | null;
  province: string;
}

/** Every station linked to an OpenStreetMap source, by province then name; one statement. */
export async function osmStations(db: Db): Promise<OsmStation[]> {
  const rows = await db
    .selectDistinctOn([cities.name, station.station_name, station.id], {
      osm_id: station_sources.external_key,
      name: station.station_name,
      voltage: station.connection_level,
      operator: station.operator,
      latitude: station.latitude,
      longitude: station.longitude,
      province: cities.name,
      id: station.id,
    })
    .from(station)
    .innerJoin(station_sources, eq(station_sources.station_id, station.id))
    .innerJoin(sources, eq(sources.id, station_sources.source_id))
    .innerJoin(cities, eq(cities.id, station.city_id))
    .where(isOsm)
    .orderBy(cities.name, station.station_name, station.id, asc(station_sources.external_key));
  return rows.map(({ id: _id, ...row }) => row);
}

/** The OpenStreetMap sources the stations come from: the file's licence lines. */
export async function osmStationSources(db: Db): Promise<ExportSource[]> {
  return db
    .selectDistinct({
      name: sources.name,
      publisher: sources.publisher,
      url: sources.url,
      licence: sources.licence,
      licence_url: sources.licence_url,
      attribution: sources.attribution,
      retrieved_on: sources.retrieved_on,
      data_date: sources.data_date,
      is_generated: sources.is_generated,
    })
    .from(sources)
    .innerJoin(station_sources, eq(station_sources.source_id, sources.id))
    .where(isOsm)
    .orderBy(sources.name);
}

export const OSM_ATTRIBUTION = '© OpenStreetMap katkıda bulunanlar (https://www.openstreetmap.org/copyright)';
export const ODBL = { name: 'Open Database License (ODbL) 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' } as const;

/** The lines at the top of the CSV (as "#" records) and in the GeoJSON's `notes`. */
export const OSM_STATIONS_ABOUT = [
  'GüneşVeri · OpenStreetMap’ten türetilen trafo merkezleri',
  `${OSM_ATTRIBUTION}. Bu veritabanı ${ODBL.name} ile lisanslıdır: ${ODBL.url}`,
  'OpenStreetMap verisinden türetilmiştir; türetilmiş veritabanı aynı lisansla (ODbL 1.0) paylaşılır. Kapasite değerleri dosyada yer almaz.',
];

export const OSM_STATION_COLUMNS: ExportColumn[] = [
  { header: 'OSM düğümü', width: 12, type: 'text' },
  { header: 'Trafo merkezi', width: 32, type: 'text' },
  { header: 'Gerilim', width: 14, type: 'text' },
  { header: 'İşletmeci', width: 20, type: 'text' },
  { header: 'Enlem', width: 12, type: 'number' },
  { header: 'Boylam', width: 12, type: 'number' },
  { header: 'İl', width: 14, type: 'text' },
];

export const osmStationCells = (s: OsmStation) => [s.osm_id, s.name, s.voltage, s.operator, s.latitude, s.longitude, s.province];

/** RFC 7946 GeoJSON; the attribution and licence at the top and on every feature, which may travel alone. */
export function osmStationsGeojson(stations: OsmStation[], licenceSources: ExportSource[]) {
  return {
    type: 'FeatureCollection' as const,
    attribution: OSM_ATTRIBUTION,
    license: ODBL.name,
    license_url: ODBL.url,
    notes: OSM_STATIONS_ABOUT,
    sources: licenceSources.map((s) => ({ name: s.name, url: s.url, attribution: s.attribution, data_date: s.data_date, retrieved_on: s.retrieved_on })),
    features: stations.map((s) => ({
      type: 'Feature' as const,
      geometry: s.latitude === null || s.longitude === null ? null : { type: 'Point' as const, coordinates: [s.longitude, s.latitude] },
      properties: { osm_id: s.osm_id, name: s.name, voltage: s.voltage, operator: s.operator, province: s.province, attribution: OSM_ATTRIBUTION, license: ODBL.name },
    })),
  };
}
