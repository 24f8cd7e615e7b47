import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { transformer_station_capacities, transformer_station_definitions } from '../db/schema/stations';
import type { Storage } from '../integrations/storage/storage';
import { demoStationKml, STATION_FILES_FOLDER, toKmz } from '../services/stations/station-files';
import { geometryJsonOfKml, storeStationGeometry } from '../services/stations/station-geometry';
import { readSeedCsv, type CsvRow } from './csv';
import { round2, seededRandom, type SeededRandom } from './random';
import type { ReferenceIds } from './reference-lookup';

// GENERATED demo stations. The research found no per-station monthly capacity table (TEİAŞ and the
// distribution companies publish them, none was in reach: see data/README.md), so every row here is
// invented and stored with is_generated = true; only the operators and the provinces they serve
// are real (data/distribution_companies_partial.csv). The shape of the series follows the
// published announcements (shared connection_capacity_announcements.csv): capacity is used up month
// by month, and the 2026 lisanssız rounds (TEİAŞ 1,500 MW iletim list 2026-02/03, EPDK 2,000 MW
// TM-based dağıtım list 2026-03) add fresh capacity from March 2026.

type DefinitionInsert = typeof transformer_station_definitions.$inferInsert;
type CapacityInsert = typeof transformer_station_capacities.$inferInsert;

export const DEMO_STATION_COUNT = 60;
/** Monthly rows up to and including this month. */
export const LAST_CAPACITY_MONTH = { year: 2026, month: 10 } as const;
export const CAPACITY_MONTHS = 14;
const NEW_ROUND = { year: 2026, month: 3 } as const;

/**
 * A point near each served province's centre, moved inland for coastal ones, around which the
 * generated stations are scattered (±JITTER); İstanbul has one point per side of the Bosphorus.
 */
const ANCHORS: Record<string, readonly [number, number]> = {
  Ankara: [39.93, 32.86],
  Bartın: [41.58, 32.4],
  Çankırı: [40.6, 33.62],
  Karabük: [41.2, 32.63],
  Kastamonu: [41.38, 33.78],
  Kırıkkale: [39.85, 33.51],
  Zonguldak: [41.3, 31.9],
  'İstanbul/asian': [41.0, 29.2],
  'İstanbul/european': [41.08, 28.8],
  Adana: [37.0, 35.32],
  Gaziantep: [37.07, 37.38],
  Hatay: [36.2, 36.16],
  Kilis: [36.72, 37.12],
  Osmaniye: [37.07, 36.25],
  Mersin: [36.95, 34.55],
  Şanlıurfa: [37.16, 38.79],
  Mardin: [37.31, 40.74],
  Diyarbakır: [37.91, 40.24],
  Şırnak: [37.52, 42.46],
  Batman: [37.89, 41.13],
  Siirt: [37.93, 41.94],
  Konya: [37.87, 32.48],
  Aksaray: [38.37, 34.03],
  Antalya: [37.0, 30.75],
};
const JITTER = { lat: 0.08, lon: 0.12 };

/** İstanbul is split between two operators: AYEDAŞ on the Asian side, BEDAŞ on the European. */
const ISTANBUL_ASIAN_SIDE = new Set([
  'Adalar', 'Ataşehir', 'Beykoz', 'Çekmeköy', 'Kadıköy', 'Kartal', 'Maltepe',
  'Pendik', 'Sancaktepe', 'Sultanbeyli', 'Şile', 'Tuzla', 'Ümraniye', 'Üsküdar',
]);

const LEVELS = [
  { label: 'YG (154 kV)', busbars: ['154 kV Bara A', '154 kV Bara B'], capacity: [40, 150] as const, weight: 0.2 },
  { label: 'OG (34,5 kV)', busbars: ['34,5 kV Bara A', '34,5 kV Bara B', '34,5 kV Bara C'], capacity: [4, 45] as const, weight: 0.7 },
  { label: 'AG (0,4 kV)', busbars: ['0,4 kV Bara'], capacity: [0.4, 3] as const, weight: 0.1 },
];

interface Territory {
  operator: string;
  cityId: string;
  /** Key into ANCHORS. */
  anchor: string;
  /** Districts whose names the stations take. */
  districts: string[];
}

/** Operator -> provinces from the CSV; remarks in brackets and "HQ" are read, unknown text skipped. */
export function operatorTerritories(csv: CsvRow[], refs: ReferenceIds): Territory[] {
  return csv.flatMap((row) =>
    (row.provinces_served ?? '').split(';').flatMap((part) => {
      const side = /Anadolu/i.test(part) ? 'asian' : /Avrupa/i.test(part) ? 'european' : null;
      const name = part.replace(/\(.*$/, '').replace(/^\s*HQ\s+/i, '').trim();
      const city = refs.cities.get(name);
      const anchor = side ? `${city?.name}/${side}` : (city?.name ?? '');
      if (!city || !ANCHORS[anchor]) return [];
      const all = refs.districtNames.get(city.id) ?? [];
      const districts = side ? all.filter((d) => ISTANBUL_ASIAN_SIDE.has(d) === (side === 'asian')) : all;
      return [{ operator: row.company ?? '', cityId: city.id, anchor, districts }];
    }),
  );
}

type Level = (typeof LEVELS)[number];

/** A connection level by weight: mostly OG, as in the published distribution-level lists. */
function pickLevel(random: SeededRandom): Level {
  let roll = random.next();
  const found = LEVELS.find((level) => (roll -= level.weight) < 0);
  return found ?? random.pick(LEVELS);
}

interface PlannedStation {
  definition: DefinitionInsert & { id: string };
  baseCapacity: number;
}

/** Spreads the stations round-robin over the territories, one district name per station. */
export function planStations(territories: Territory[], count: number, random: SeededRandom): PlannedStation[] {
  const unused = territories.map((t) => [...t.districts]);
  const planned: PlannedStation[] = [];
  for (let round = 0; planned.length < count && round < 50; round++) {
    territories.forEach((territory, i) => {
      const pool = unused[i];
      if (planned.length >= count || !pool || pool.length === 0) return;
      const district = pool.splice(random.int(0, pool.length - 1), 1)[0] ?? 'Merkez';
      const level = pickLevel(random);
      const anchor = ANCHORS[territory.anchor];
      // Most stations have a location near the province centre; some, like real lists, do not.
      const located = anchor && planned.length % 7 !== 3;
      planned.push({
        definition: {
          // Ids made here so the capacity rows can point at their station without a lookup.
          id: randomUUID(),
          city_id: territory.cityId,
          station_name: `${district} TM`,
          busbar: random.pick(level.busbars),
          operator: territory.operator,
          connection_level: level.label,
          latitude: located ? Number((anchor[0] + random.between(-JITTER.lat, JITTER.lat)).toFixed(6)) : null,
          longitude: located ? Number((anchor[1] + random.between(-JITTER.lon, JITTER.lon)).toFixed(6)) : null,
          is_generated: true,
        },
        baseCapacity: random.between(level.capacity[0], level.capacity[1]),
      });
    });
  }
  return planned;
}

/** The last `CAPACITY_MONTHS` months up to LAST_CAPACITY_MONTH, oldest first. */
export function capacityMonths(): { year: number; month: number }[] {
  const last = LAST_CAPACITY_MONTH.year * 12 + (LAST_CAPACITY_MONTH.month - 1);
  return Array.from({ length: CAPACITY_MONTHS }, (_, i) => {
    const index = last - (CAPACITY_MONTHS - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** Capacity shrinks as connections are granted and jumps when the 2026 round opens. */
function capacitySeries(base: number, random: SeededRandom): number[] {
  let capacity = base;
  return capacityMonths().map(({ year, month }) => {
    if (year === NEW_ROUND.year && month === NEW_ROUND.month) capacity += base * random.between(0.1, 0.4);
    else capacity *= 1 - random.between(0, 0.06);
    return round2(Math.max(0, capacity));
  });
}

/**
 * Every third located station gets a generated KML of its yard; the first of them a KMZ. Returns each
 * file's geometry, kept with the station as an upload's is (decision 029).
 */
async function attachDemoKml(planned: PlannedStation[], storage: Storage): Promise<{ stationId: string; path: string; geometry: string }[]> {
  const located = planned.filter((p) => p.definition.latitude != null && p.definition.longitude != null);
  const withFile = located.filter((_, i) => i % 3 === 0);
  const files = [];
  for (const [i, { definition }] of withFile.entries()) {
    const document = demoStationKml(definition.station_name, definition.latitude!, definition.longitude!);
    const format = i === 0 ? 'kmz' : 'kml';
    const filePath = `${STATION_FILES_FOLDER}${definition.id}.${format}`;
    await storage.put(filePath, format === 'kmz' ? toKmz(document) : Buffer.from(document));
    definition.kml_file_path = filePath;
    files.push({ stationId: definition.id, path: filePath, geometry: geometryJsonOfKml(document) });
  }
  return files;
}

export async function seedDemoStations(
  db: Db,
  refs: ReferenceIds,
  storage: Storage,
): Promise<{ stations: number; capacities: number; kmlFiles: number }> {
  const random = seededRandom(20_261_001);
  const territories = operatorTerritories(await readSeedCsv('distribution_companies_partial.csv'), refs);
  const planned = planStations(territories, DEMO_STATION_COUNT, random);
  if (planned.length === 0) return { stations: 0, capacities: 0, kmlFiles: 0 };
  const files = await attachDemoKml(planned, storage);

  await db.insert(transformer_station_definitions).values(planned.map((p) => p.definition));
  for (const file of files) await storeStationGeometry(db, file.stationId, file.path, file.geometry);
  const kmlFiles = files.length;
  const months = capacityMonths();
  const capacities: CapacityInsert[] = planned.flatMap((station) =>
    capacitySeries(station.baseCapacity, random).map((available, i) => ({
      station_id: station.definition.id,
      year: months[i]?.year ?? LAST_CAPACITY_MONTH.year,
      month: months[i]?.month ?? LAST_CAPACITY_MONTH.month,
      available_capacity: available,
      is_generated: true,
    })),
  );
  await db.insert(transformer_station_capacities).values(capacities);
  return { stations: planned.length, capacities: capacities.length, kmlFiles };
}
