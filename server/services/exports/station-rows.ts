import { eq, sql, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../shared/constants';
import type { ExportRequest } from '../../../shared/schemas/exports';
import type { StationSort } from '../../../shared/station-constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { station_sources } from '../../db/schema/provenance';
import { cities } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities as capacity, transformer_station_definitions as station } from '../../db/schema/stations';
import { ADMIN_ENTRY_SOURCE } from '../sources/admin-entry';
import { filterConditions, stationListId, stationListOrder } from '../stations/station-queries';
import {
  column,
  DATA_DATE_HEADER,
  EXACT_LOCATION,
  GENERATED_HEADER,
  GENERATED_MARK,
  idArray,
  idChunks,
  LATITUDE_HEADER,
  LOCATION_HEADER,
  LOCKED,
  LONGITUDE_HEADER,
  monthName,
  NO,
  SOURCES_HEADER,
  type CellValue,
  type ExportColumn,
  type ExportSource,
  type ExportViewer,
} from './export-rows';

// The station capacity list as a file (docs/product-rules.md#exports, docs/decisions/063): the list's
// rows (a station and one month's figure, or a station without any figure once) with the list's
// filters and order, read from station-queries.ts so the file and the screen cannot differ. Every
// row says whether it is generated and names its sources. The station's place is the premium map's
// (docs/product-rules.md#transformer-stations): filled for premium members only, "Kilitli" elsewhere.

export type StationExportRequest = ExportRequest & { kind: 'stations' };

const paramsOf = (request: StationExportRequest) => ({ year: request.year, month: request.month, city_id: request.city_id, source_id: request.source_id });

/** The list's rows: every station, with each of its months (left join: a station without a figure once). */
const LIST_FROM = sql`${station} JOIN ${cities} ON ${cities.id} = ${station.city_id} LEFT JOIN ${capacity} ON ${capacity.station_id} = ${station.id}`;

const whereOf = (request: StationExportRequest) => filterConditions(paramsOf(request)) ?? sql`true`;

/** How many rows the export holds, counted up to one past the cap (a larger set is refused). */
export async function countStationRows(db: Db, request: StationExportRequest): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${LIST_FROM} WHERE ${whereOf(request)} LIMIT ${EXPORT_MAX_ROWS + 1}) AS capped`);
  return row?.n ?? 0;
}

/** The rows' ids in the list's order, as one string of uuids (as export-rows.ts reads the catalogue's). */
async function orderedStationIds(db: Db, request: StationExportRequest, maxRows: number): Promise<string> {
  const order = sql.join(stationListOrder({ sort: request.sort as StationSort | undefined, dir: request.dir }), sql`, `);
  const [row] = await queryRows<{ ids: string | null }>(
    db,
    sql`SELECT string_agg(row_id::text, '' ORDER BY n) AS ids FROM (
      SELECT ${stationListId} AS row_id, row_number() OVER (ORDER BY ${order}) AS n
      FROM ${LIST_FROM} WHERE ${whereOf(request)}
      ORDER BY ${order} LIMIT ${Math.min(maxRows, EXPORT_MAX_ROWS)}) AS ordered`,
  );
  return row?.ids ?? '';
}

interface StationRow {
  id: string;
  station_name: string;
  city: string;
  busbar: string | null;
  operator: string | null;
  connection_level: string | null;
  year: number | null;
  month: number | null;
  available_capacity: number | null;
  sample: boolean;
  latitude: number | null;
  longitude: number | null;
  sources: string | null;
  data_date: string | null;
}

/**
 * The columns of one row. `figure` is the month's figure (null for a station without one): its own
 * source first, then the station's links, each once, generated ones marked; its "veri tarihi" is its
 * source's (an admin entry's is the day it was entered, as figureSources in sources/provenance.ts
 * dates it), a station without a figure the newest among its links.
 */
function rowColumns(figure: { source: SQL; verified: SQL } | null) {
  const figureSource = figure ? figure.source : sql`NULL::uuid`;
  const dataDate = figure
    ? sql`(SELECT coalesce(so.data_date, CASE WHEN so.key = ${ADMIN_ENTRY_SOURCE.key} THEN ${figure.verified} END) FROM ${sources} AS so WHERE so.id = ${figure.source})::text`
    : sql`(SELECT max(coalesce(ss.data_date, so.data_date)) FROM ${station_sources} AS ss JOIN ${sources} AS so ON so.id = ss.source_id WHERE ss.station_id = s.id)::text`;
  return sql`s.station_name, ci.name AS city, s.busbar, s.operator, s.connection_level,
    s.latitude::float8 AS latitude, s.longitude::float8 AS longitude,
    (SELECT string_agg(CASE WHEN so.is_generated THEN so.name || ' (' || ${GENERATED_MARK} || ')' ELSE so.name END, '; ' ORDER BY so.is_generated, so.name COLLATE tr_icu)
      FROM ${sources} AS so
      WHERE so.id = ${figureSource} OR EXISTS (SELECT 1 FROM ${station_sources} AS ss WHERE ss.station_id = s.id AND ss.source_id = so.id)) AS sources,
    ${dataDate} AS data_date`;
}

/**
 * One chunk of rows by id: a month's figure by its id (the primary key), a station without any
 * figure by the station's (the list gives such a row the station's id). Two index reads joined,
 * where one statement over the list's left join would scan every figure for each chunk.
 */
async function stationChunk(db: Db, ids: string[], viewer: ExportViewer): Promise<CellValue[][]> {
  const wanted = sql`${idArray(ids)}::uuid[]`;
  const rows = await queryRows<StationRow>(
    db,
    sql`SELECT c.id, c.year, c.month, c.available_capacity::float8 AS available_capacity, (c.is_generated OR s.is_generated) AS sample,
        ${rowColumns({ source: sql`c.source_id`, verified: sql`c.verified_on` })}
      FROM ${capacity} AS c JOIN ${station} AS s ON s.id = c.station_id JOIN ${cities} AS ci ON ci.id = s.city_id
      WHERE c.id = ANY(${wanted})
      UNION ALL
      SELECT s.id, NULL, NULL, NULL, s.is_generated AS sample, ${rowColumns(null)}
      FROM ${station} AS s JOIN ${cities} AS ci ON ci.id = s.city_id
      WHERE s.id = ANY(${wanted}) AND NOT EXISTS (SELECT 1 FROM ${capacity} AS c WHERE c.station_id = s.id)`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return []; // deleted since the ids were read (or a station given its first figure)
    return [
      [
        r.station_name,
        r.city,
        r.busbar,
        r.operator,
        r.connection_level,
        r.year,
        r.month,
        r.available_capacity,
        ...stationPlace(r, viewer),
        r.data_date,
        r.sample ? GENERATED_MARK : NO,
        r.sources,
      ],
    ];
  });
}

/** The station's coordinates for a premium member; another tier's file says "Kilitli" (the map and KML are premium). */
function stationPlace(r: Pick<StationRow, 'latitude' | 'longitude'>, viewer: ExportViewer): CellValue[] {
  if (viewer.tier !== 'premium') return [null, null, LOCKED];
  return r.latitude !== null && r.longitude !== null ? [r.latitude, r.longitude, EXACT_LOCATION] : [null, null, null];
}

/** The export's rows in the list's order, a chunk at a time, at most `maxRows` (the rows paid for). */
export async function* stationRows(db: Db, request: StationExportRequest, viewer: ExportViewer, maxRows = EXPORT_MAX_ROWS): AsyncGenerator<CellValue[][]> {
  const ids = await orderedStationIds(db, request, maxRows);
  for (const chunkIds of idChunks(ids)) yield await stationChunk(db, chunkIds, viewer);
}

export const STATION_COLUMNS: ExportColumn[] = [
  column.text('Trafo merkezi', 32),
  column.text('İl', 14),
  column.text('Bara', 18),
  column.text('İşletmeci', 24),
  column.text('Bağlantı seviyesi', 16),
  column.number('Yıl', 8),
  column.number('Ay', 6),
  column.number('Kapasite (MWe)', 14),
  column.number(LATITUDE_HEADER, 11),
  column.number(LONGITUDE_HEADER, 11),
  column.text(LOCATION_HEADER, 18),
  column.date(DATA_DATE_HEADER),
  column.text(GENERATED_HEADER, 12),
  column.text(SOURCES_HEADER, 36),
];

/** The distinct sources of the export's rows (their figures' and their stations'), official first. */
export async function stationSources(db: Db, request: StationExportRequest): Promise<ExportSource[]> {
  const where = whereOf(request);
  return queryRows<ExportSource>(
    db,
    sql`SELECT so.name, so.publisher, so.url, so.licence, so.licence_url, so.attribution, so.retrieved_on::text AS retrieved_on, so.data_date::text AS data_date, so.is_generated
      FROM ${sources} AS so
      WHERE so.id IN (SELECT ${capacity.source_id} FROM ${LIST_FROM} WHERE ${where} AND ${capacity.source_id} IS NOT NULL)
        OR so.id IN (SELECT ss.source_id FROM ${station_sources} AS ss WHERE ss.station_id IN (SELECT ${station.id} FROM ${LIST_FROM} WHERE ${where}))
      ORDER BY so.is_generated, so.name COLLATE tr_icu`,
  );
}

/** The filters as the station list names them: "Yıl: 2026", "Ay: Mart", "İl: Konya", "Kaynak: …". */
export async function stationFilterLabels(db: Db, request: StationExportRequest): Promise<string[]> {
  const labels: string[] = [];
  if (request.year !== undefined) labels.push(`Yıl: ${request.year}`);
  if (request.month !== undefined) labels.push(`Ay: ${monthName(request.month)}`);
  if (request.city_id) {
    const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, request.city_id));
    labels.push(`İl: ${city?.name ?? request.city_id}`);
  }
  if (request.source_id) {
    const [source] = await db.select({ name: sources.name }).from(sources).where(eq(sources.id, request.source_id));
    labels.push(`Kaynak: ${source?.name ?? request.source_id}`);
  }
  return labels;
}
