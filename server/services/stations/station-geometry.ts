import { eq, sql } from 'drizzle-orm';
import { stationGeometrySchema } from '../../../shared/schemas/stations';
import { STATION_MESSAGES } from '../../../shared/station-constants';
import type { Db } from '../../db/client';
import { transformer_station_definitions as station, transformer_station_geometries as geometries } from '../../db/schema/stations';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/errors';
import { kmlOverCap } from '../uploads/check-upload';
import { geoJsonOfKml, kmlFormatOf, kmlText } from './station-files';

// A station file's map geometry is computed once, when the file is stored, and served as stored text
// (decision 029): parsing a 60 000-placemark KML held the event loop for seconds on every request.
// Files stored before geometry was kept get theirs on their first read, once, if they are within
// today's upload caps: a larger one is refused before any XML is parsed (its file still downloads).

/** The geometry route's JSON of a checked KML document (only the schema's fields, as the route would send). */
export function geometryJsonOfKml(kml: string): string {
  return JSON.stringify(stationGeometrySchema.parse(geoJsonOfKml(kml)));
}

/**
 * Keeps `geometry` as the station's while `kmlFilePath` is its file. Nothing is stored for a station
 * that is gone or has another file by now; a row left from an older file is never served.
 */
export async function storeStationGeometry(db: Db, stationId: string, kmlFilePath: string, geometry: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${geometries} (station_id, kml_file_path, geometry)
    SELECT ${station.id}, ${station.kml_file_path}, ${geometry}::json FROM ${station}
    WHERE ${station.id} = ${stationId} AND ${station.kml_file_path} = ${kmlFilePath}
    ON CONFLICT (station_id) DO UPDATE SET kml_file_path = excluded.kml_file_path, geometry = excluded.geometry, created_at = now()`);
}

// One computation per file at a time in this process: parallel first reads of an old file wait for it.
const computing = new Map<string, Promise<string>>();

/** An old file's geometry, computed from the stored file and kept, so it is computed once. */
function computeOnce(db: Db, storage: Storage, stationId: string, kmlFilePath: string): Promise<string> {
  const key = `${stationId}:${kmlFilePath}`;
  let work = computing.get(key);
  if (!work) {
    work = (async () => {
      const format = kmlFormatOf(kmlFilePath);
      const data = format ? await storage.get(kmlFilePath) : null;
      if (!format || !data) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.noKml);
      let text: string;
      try {
        text = kmlText(data, format);
      } catch {
        throw new AppError(422, 'KML_UNREADABLE', STATION_MESSAGES.kmlUnreadable);
      }
      // Counted in the text, in milliseconds; parsing a file past the caps held the event loop for seconds.
      if (kmlOverCap(text)) throw new AppError(422, 'KML_TOO_LARGE', STATION_MESSAGES.kmlTooLargeToDraw);
      let geometry: string;
      try {
        geometry = geometryJsonOfKml(text);
      } catch {
        throw new AppError(422, 'KML_UNREADABLE', STATION_MESSAGES.kmlUnreadable);
      }
      await storeStationGeometry(db, stationId, kmlFilePath, geometry);
      return geometry;
    })().finally(() => computing.delete(key));
    computing.set(key, work);
  }
  return work;
}

/** The station's geometry as JSON text: stored, or computed once for a file stored before (404 without a station or file). */
export async function stationGeometryJson(db: Db, storage: Storage, stationId: string): Promise<string> {
  const [row] = await db
    .select({ file: station.kml_file_path, storedFor: geometries.kml_file_path, geometry: sql<string | null>`${geometries.geometry}::text` })
    .from(station)
    .leftJoin(geometries, eq(geometries.station_id, station.id))
    .where(eq(station.id, stationId));
  if (!row) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.notFound);
  if (!row.file) throw new AppError(404, 'NOT_FOUND', STATION_MESSAGES.noKml);
  if (row.geometry !== null && row.storedFor === row.file) return row.geometry;
  return computeOnce(db, storage, stationId, row.file);
}
