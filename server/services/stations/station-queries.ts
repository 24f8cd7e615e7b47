import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { STATION_HISTORY_MONTHS, type CapacityChange, type CapacityPoint } from '../../../shared/schemas/history';
import type { StationCapacity, StationDetail, StationMarker } from '../../../shared/schemas/stations';
import type { StationSort } from '../../../shared/station-constants';
import { STATION_PAGE_SIZE } from '../../../shared/station-constants';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/reference';
import { transformer_station_capacities as capacity, transformer_station_definitions as station } from '../../db/schema/stations';
import { station_sources } from '../../db/schema/provenance';
import { cappedCount } from '../catalog/search';
import { figureSources, linkedSources, mergeSources, osmDerived } from '../sources/provenance';
import { kmlFormatOf } from './station-files';

// Transformer-station capacity (docs/product-rules.md#transformer-stations): monthly rows joined with their station and city.
// A station with no figure at all is listed once, its figure and month null ("Kapasite verisi yok"),
// so a catalogue seeded without generated capacities still shows every station
// (docs/decisions/055-every-researched-figure-and-the-truth-by-default.md).

export interface StationFilterParams {
  year?: number;
  month?: number;
  city_id?: string;
  /** Rows whose figure names this source or whose station links to it (decision 041). */
  source_id?: string;
}

export interface StationListParams extends StationFilterParams {
  sort?: StationSort;
  dir?: 'asc' | 'desc';
  page: number;
}

/** The list's filter, declared once: the list, the map and the list's export read it (docs/decisions/063). */
export function filterConditions(params: StationFilterParams): SQL | undefined {
  const conditions = [
    params.year !== undefined ? eq(capacity.year, params.year) : undefined,
    params.month !== undefined ? eq(capacity.month, params.month) : undefined,
    params.city_id ? eq(station.city_id, params.city_id) : undefined,
    // The capacity's own source (indexed), or the station's link on its (source, station) index.
    params.source_id
      ? or(
          eq(capacity.source_id, params.source_id),
          sql`EXISTS (SELECT 1 FROM ${station_sources} WHERE ${station_sources.source_id} = ${params.source_id} AND ${station_sources.station_id} = ${station.id})`,
        )
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS: Record<StationSort, SQL> = {
  station_name: sql`${station.station_name} COLLATE tr_icu`,
  city: sql`${cities.name} COLLATE tr_icu`,
  year: sql`${capacity.year}`,
  month: sql`${capacity.month}`,
  available_capacity: sql`${capacity.available_capacity}`,
};

const baseColumns = {
  id: capacity.id,
  station_id: station.id,
  station_name: station.station_name,
  city_id: cities.id,
  city_name: cities.name,
  busbar: station.busbar,
  operator: station.operator,
  connection_level: station.connection_level,
  year: capacity.year,
  month: capacity.month,
  available_capacity: capacity.available_capacity,
  sample: sql<boolean>`(${capacity.is_generated} OR ${station.is_generated})`,
  source_id: capacity.source_id,
  verified_on: capacity.verified_on,
  entry_note: capacity.entry_note,
};

/** The list's columns: the station left-joined with its months (a station without one has nulls and its own id). */
const listColumns = {
  ...baseColumns,
  id: sql<string>`coalesce(${capacity.id}, ${station.id})`,
  sample: sql<boolean>`(coalesce(${capacity.is_generated}, false) OR ${station.is_generated})`,
};

/** A capacity row with its station, as the list and the detail read it. */
export interface BaseRow {
  id: string;
  station_id: string;
  station_name: string;
  city_id: string;
  city_name: string;
  busbar: string | null;
  operator: string | null;
  connection_level: string | null;
  year: number | null;
  month: number | null;
  available_capacity: number | null;
  sample: boolean;
  source_id: string | null;
  verified_on: string | null;
  entry_note: string | null;
}

/** A capacity row as every tier sees it (the list's item, and what a detail starts from): no location, no file. */
export function capacityItem(r: BaseRow): StationCapacity {
  return {
    id: r.id,
    station_id: r.station_id,
    station_name: r.station_name,
    city: { id: r.city_id, name: r.city_name },
    busbar: r.busbar,
    operator: r.operator,
    connection_level: r.connection_level,
    year: r.year,
    month: r.month,
    available_capacity: r.available_capacity,
    sample: r.sample,
  };
}


/** Either direction, a station without a figure last. */
const ordered = (column: SQL, dir: 'asc' | 'desc') => sql`${column} ${dir === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST`;

/**
 * The list's order, declared once (the list and its export): the chosen column, then by period,
 * name and id so pages are stable; by default newest period first, then station name; stations
 * without a figure after every month.
 */
export function stationListOrder(params: Pick<StationListParams, 'sort' | 'dir'>): SQL[] {
  const order: SQL[] = [];
  if (params.sort) order.push(ordered(SORT_COLUMNS[params.sort], params.dir === 'asc' ? 'asc' : 'desc'));
  order.push(ordered(sql`${capacity.year}`, 'desc'), ordered(sql`${capacity.month}`, 'desc'), asc(SORT_COLUMNS.station_name), asc(listColumns.id));
  return order;
}

/** The list's row id: the month's figure, or the station's own for a station without one. */
export const stationListId = listColumns.id;

/** One page of 10 rows in the list's order (stationListOrder), its total and its sources. */
export async function stationCapacityPage(db: Db, params: StationListParams) {
  const where = filterConditions(params);
  const order = stationListOrder(params);

  const rows = await db
    .select(listColumns)
    .from(station)
    .innerJoin(cities, eq(cities.id, station.city_id))
    .leftJoin(capacity, eq(capacity.station_id, station.id))
    .where(where)
    .orderBy(...order)
    .limit(STATION_PAGE_SIZE)
    .offset((params.page - 1) * STATION_PAGE_SIZE);

  const from = sql`FROM ${station} LEFT JOIN ${capacity} ON ${capacity.station_id} = ${station.id}${where ? sql` WHERE ${where}` : sql``}`;
  const [count, sources] = await Promise.all([cappedCount(db, from, where ? undefined : capacity), pageSources(db, rows)]);
  return { rows, ...count, sources };
}

/** The sources of a page's figures and of their stations, in two statements for the whole page (decision 041). */
async function pageSources(db: Db, rows: readonly BaseRow[]) {
  const stationIds = [...new Set(rows.map((r) => r.station_id))];
  const [figures, links] = await Promise.all([figureSources(db, rows), linkedSources(db, 'station', stationIds)]);
  return mergeSources(figures, ...links.values());
}

export async function stationYears(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ year: capacity.year }).from(capacity).orderBy(desc(capacity.year));
  return rows.map((r) => r.year);
}

/**
 * One capacity row. Location and the KML link only for premium viewers (docs/product-rules.md#transformer-stations): for anyone else
 * they are not read into the answer at all.
 */
export async function findStationDetail(db: Db, id: string, premium: boolean): Promise<StationDetail | undefined> {
  const [row] = await db
    .select({ ...baseColumns, latitude: station.latitude, longitude: station.longitude, kml_file_path: station.kml_file_path })
    .from(capacity)
    .innerJoin(station, eq(station.id, capacity.station_id))
    .innerJoin(cities, eq(cities.id, station.city_id))
    .where(eq(capacity.id, id));
  if (!row) {
    // A station's own id (a notification names the station, not a month): its latest month (decision 044).
    const [latest] = await db
      .select({ id: capacity.id })
      .from(capacity)
      .where(eq(capacity.station_id, id))
      .orderBy(desc(capacity.year), desc(capacity.month))
      .limit(1);
    return latest ? findStationDetail(db, latest.id, premium) : stationWithoutFigure(db, id, premium);
  }
  const [figures, stationSources] = await Promise.all([stationCapacityHistory(db, row.station_id, true), linkedSources(db, 'station', [row.station_id])]);
  const history = figures.map(({ source_id: _s, verified_on: _v, ...point }) => point);
  // Provenance is public like the rest of the row (decision 041): the station's links, and the
  // sources of the figure shown and of the chart's figures, the shown one first.
  const chartSources = await figureSources(db, [row, ...figures]);
  const capacitySources = mergeSources(
    chartSources.filter((s) => s.id === row.source_id),
    chartSources,
  );
  const trend = { history, change: capacityChange(history, row as typeof row & { year: number; month: number; available_capacity: number }), sources: stationSources.get(row.station_id) ?? [], capacity_sources: capacitySources };
  if (!premium) return { ...capacityItem(row), locked: true, location: null, ...trend };
  const format = row.kml_file_path ? kmlFormatOf(row.kml_file_path) : null;
  return {
    ...capacityItem(row),
    ...trend,
    locked: false,
    location: {
      latitude: row.latitude,
      longitude: row.longitude,
      kml_url: format ? stationKmlUrl(row.station_id) : null,
      kml_format: format,
    },
  };
}

/** A station no month has a figure for: its definition, the figure and month null, no history. */
async function stationWithoutFigure(db: Db, id: string, premium: boolean): Promise<StationDetail | undefined> {
  const [row] = await db
    .select({ ...listColumns, latitude: station.latitude, longitude: station.longitude, kml_file_path: station.kml_file_path })
    .from(station)
    .innerJoin(cities, eq(cities.id, station.city_id))
    .leftJoin(capacity, eq(capacity.station_id, station.id))
    .where(eq(station.id, id))
    .limit(1);
  if (!row || row.available_capacity !== null) return undefined;
  const links = await linkedSources(db, 'station', [row.station_id]);
  const trend = { history: [], change: null, sources: links.get(row.station_id) ?? [], capacity_sources: [] };
  if (!premium) return { ...capacityItem(row), locked: true, location: null, ...trend };
  const format = row.kml_file_path ? kmlFormatOf(row.kml_file_path) : null;
  return {
    ...capacityItem(row),
    ...trend,
    locked: false,
    location: { latitude: row.latitude, longitude: row.longitude, kml_url: format ? stationKmlUrl(row.station_id) : null, kml_format: format },
  };
}

/**
 * A station's monthly capacities, oldest first (the newest STATION_HISTORY_MONTHS), each marked
 * when it is sample data: one backward read of the (station, year, month) index.
 */
export async function stationCapacityHistory(db: Db, stationId: string): Promise<CapacityPoint[]>;
export async function stationCapacityHistory(db: Db, stationId: string, withSources: true): Promise<(CapacityPoint & { source_id: string | null; verified_on: string | null })[]>;
export async function stationCapacityHistory(db: Db, stationId: string, withSources = false) {
  const rows = await db
    .select({
      year: capacity.year,
      month: capacity.month,
      available_capacity: capacity.available_capacity,
      sample: sql<boolean>`(${capacity.is_generated} OR ${station.is_generated})`,
      ...(withSources ? { source_id: capacity.source_id, verified_on: capacity.verified_on } : {}),
    })
    .from(capacity)
    .innerJoin(station, eq(station.id, capacity.station_id))
    .where(eq(capacity.station_id, stationId))
    .orderBy(desc(capacity.year), desc(capacity.month))
    .limit(STATION_HISTORY_MONTHS);
  return rows.reverse();
}

const monthIndex = (p: { year: number; month: number }) => p.year * 12 + p.month - 1;

/** The shown month against the nearest earlier month with a figure (history oldest first). */
export function capacityChange(history: readonly CapacityPoint[], shown: { year: number; month: number; available_capacity: number }): CapacityChange | null {
  const at = monthIndex(shown);
  const previous = history.filter((p) => monthIndex(p) < at).at(-1);
  if (!previous) return null;
  return {
    previous,
    change: Math.round((shown.available_capacity - previous.available_capacity) * 100) / 100,
    consecutive: monthIndex(previous) === at - 1,
  };
}

export const stationKmlUrl = (stationId: string) => `/api/stations/definitions/${stationId}/kml`;

/**
 * Map markers: each located station's newest capacity row within the filter. The newest row is one
 * backward step on the (station, year, month) index per station; a DISTINCT ON over every capacity
 * row sorted them all first, several times slower (docs/benchmarks.md#code-figures).
 */
export async function listStationMarkers(db: Db, params: StationFilterParams): Promise<StationMarker[]> {
  // Unfiltered by period or source, a station without any figure is drawn too ("Kapasite verisi yok").
  const everyStation = params.year === undefined && params.month === undefined && !params.source_id;
  const newest = db
    .select({
      id: capacity.id,
      available_capacity: capacity.available_capacity,
      year: capacity.year,
      month: capacity.month,
      is_generated: capacity.is_generated,
    })
    .from(capacity)
    // The list's filter; its city condition is on the outer station, so other cities get no row.
    .where(and(eq(capacity.station_id, station.id), filterConditions(params)))
    .orderBy(desc(capacity.year), desc(capacity.month))
    .limit(1)
    .as('newest');
  const query = db
    .select({
      id: sql<string>`coalesce(${newest.id}, ${station.id})`,
      station_id: station.id,
      station_name: station.station_name,
      city_name: cities.name,
      operator: station.operator,
      available_capacity: newest.available_capacity,
      year: newest.year,
      month: newest.month,
      latitude: station.latitude,
      longitude: station.longitude,
      kml_file_path: station.kml_file_path,
      sample: sql<boolean>`(coalesce(${newest.is_generated}, false) OR ${station.is_generated})`,
      osm: osmDerived('station', station.id),
    })
    .from(station)
    .innerJoin(cities, eq(cities.id, station.city_id))
    .$dynamic();
  const located = and(isNotNull(station.latitude), isNotNull(station.longitude));
  const rows = await (
    everyStation
      ? query.leftJoinLateral(newest, sql`true`).where(and(located, params.city_id ? eq(station.city_id, params.city_id) : undefined))
      : query.crossJoinLateral(newest).where(located)
  ).orderBy(station.id);
  return rows.map((r) => ({
    id: r.id,
    station_id: r.station_id,
    station_name: r.station_name,
    city_name: r.city_name,
    operator: r.operator,
    available_capacity: r.available_capacity,
    year: r.year,
    month: r.month,
    latitude: r.latitude!,
    longitude: r.longitude!,
    has_kml: r.kml_file_path !== null,
    sample: r.sample,
    osm: r.osm,
  }));
}

export async function findStationFile(db: Db, stationId: string): Promise<{ station_name: string; kml_file_path: string | null } | undefined> {
  const [row] = await db
    .select({ station_name: station.station_name, kml_file_path: station.kml_file_path })
    .from(station)
    .where(eq(station.id, stationId));
  return row;
}
