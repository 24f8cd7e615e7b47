import type { CsvRow } from '../lib/csv';
import { CAPACITY_MONTHS, LAST_CAPACITY_MONTH } from './real-data-files';
import type { ReferenceIds } from './reference-lookup';

// The load-test seed's operators (scale.ts): the real distribution companies and the provinces
// they serve (data/distribution_companies_partial.csv), and the months its generated capacities cover.

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
/** İstanbul is split between two operators: AYEDAŞ on the Asian side, BEDAŞ on the European. */
const ISTANBUL_ASIAN_SIDE = new Set([
  'Adalar', 'Ataşehir', 'Beykoz', 'Çekmeköy', 'Kadıköy', 'Kartal', 'Maltepe',
  'Pendik', 'Sancaktepe', 'Sultanbeyli', 'Şile', 'Tuzla', 'Ümraniye', 'Üsküdar',
]);

export interface Territory {
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

/** The last `CAPACITY_MONTHS` months up to LAST_CAPACITY_MONTH, oldest first. */
export function capacityMonths(): { year: number; month: number }[] {
  const last = LAST_CAPACITY_MONTH.year * 12 + (LAST_CAPACITY_MONTH.month - 1);
  return Array.from({ length: CAPACITY_MONTHS }, (_, i) => {
    const index = last - (CAPACITY_MONTHS - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

