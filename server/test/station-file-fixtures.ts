import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { transformer_station_definitions as station } from '../db/schema/stations';
import type { Storage } from '../integrations/storage/storage';
import { demoStationKml, STATION_FILES_FOLDER, toKmz } from '../services/stations/station-files';
import { geometryJsonOfKml, storeStationGeometry } from '../services/stations/station-geometry';

/**
 * Gives located stations a generated KML of their yard (the first a KMZ), stored and kept with its
 * geometry as an upload is (decision 029). The seeded stations are real and have no files: tests of
 * the file routes make their own.
 */
export async function attachStationFiles(
  db: Db,
  storage: Storage,
  stations: readonly { id: string; name: string; latitude: number; longitude: number }[],
): Promise<string[]> {
  const paths: string[] = [];
  for (const [i, s] of stations.entries()) {
    const document = demoStationKml(s.name, s.latitude, s.longitude);
    const format = i === 0 ? 'kmz' : 'kml';
    const filePath = `${STATION_FILES_FOLDER}${s.id}.${format}`;
    await storage.put(filePath, format === 'kmz' ? toKmz(document) : Buffer.from(document));
    await db.update(station).set({ kml_file_path: filePath }).where(eq(station.id, s.id));
    await storeStationGeometry(db, s.id, filePath, geometryJsonOfKml(document));
    paths.push(filePath);
  }
  return paths;
}

/**
 * Three located seeded stations of the provinces with the fewest stations (so a map filtered to
 * the province shows each as a marker), the first with a KMZ, the others with a KML.
 */
export async function attachSeededStationFiles(db: Db, storage: Storage): Promise<string[]> {
  const stations = await queryRows<{ id: string; name: string; latitude: number; longitude: number }>(
    db,
    sql`SELECT d.id, d.station_name AS name, d.latitude::float8 AS latitude, d.longitude::float8 AS longitude
        FROM transformer_station_definitions d
        JOIN (SELECT city_id, count(*) AS n FROM transformer_station_definitions GROUP BY city_id) c ON c.city_id = d.city_id
        WHERE d.latitude IS NOT NULL ORDER BY c.n, d.station_name LIMIT 3`,
  );
  return attachStationFiles(db, storage, stations);
}
