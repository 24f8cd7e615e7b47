import type { StationSummary } from '../../../shared/schemas/dashboard';
import type { StationCapacity, StationDetail, StationList } from '../../../shared/schemas/stations';
import type { SourceRef } from '../../../shared/schemas/sources';

// Test data of the station feature (the shapes of shared/schemas/stations.ts and dashboard.ts).

export const KONYA = { id: '30000000-0000-4000-8000-000000000001', name: 'Konya' };
export const IZMIR = { id: '30000000-0000-4000-8000-000000000002', name: 'İzmir' };

export function capacityRow(n: number, overrides: Partial<StationCapacity> = {}): StationCapacity {
  return {
    id: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    station_id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    station_name: `Ereğli ${n} TM`,
    city: KONYA,
    busbar: '34,5 kV Bara A',
    operator: 'MEDAŞ',
    connection_level: 'OG (34,5 kV)',
    year: 2025,
    month: 10,
    available_capacity: 12.5,
    sample: false,
    ...overrides,
  };
}

/** A distribution company's capacity table: the source of the rows that are not sample data (decision 041). */
export const MEDAS_SOURCE: SourceRef = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'MEDAŞ bağlanabilir kapasite tablosu',
  licence: 'Kamuya açık bilgi',
  url: 'https://www.medas.com.tr/',
  is_generated: false,
  verified_on: '2025-10-20',
  retrieved_on: '2025-10-01',
  data_date: '2025-10-20',
  citations: [],
};
/** The generated sample data's source: never shown as official. */
export const SAMPLE_SOURCE: SourceRef = {
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'GüneşVeri örnek verisi',
  licence: 'Örnek veri — resmî değil',
  url: null,
  is_generated: true,
  verified_on: null,
  retrieved_on: '2026-11-26',
  data_date: null,
  citations: [],
};
/** A station's position from OpenStreetMap. */
export const OSM_SOURCE: SourceRef = {
  id: 'c0000000-0000-4000-8000-000000000003',
  name: 'OpenStreetMap güç şebekesi verisi',
  licence: 'ODbL 1.0',
  url: 'https://doi.org/10.5281/zenodo.250427',
  is_generated: false,
  verified_on: '2017-01-01',
  retrieved_on: '2026-11-26',
  data_date: '2017-01-01',
  citations: [],
};

export function stationPage(page: number, total = 23): StationList {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return { items: Array.from({ length: count }, (_, i) => capacityRow(first + i)), page, page_size: 10, total, capped: false, sources: [MEDAS_SOURCE, OSM_SOURCE] };
}

/** Four months up to the shown row's (October 2025, 12,5 MWe); the oldest two are sample data. */
export const CAPACITY_HISTORY: StationDetail['history'] = [
  { year: 2025, month: 7, available_capacity: 8, sample: true },
  { year: 2025, month: 8, available_capacity: 9.25, sample: true },
  { year: 2025, month: 9, available_capacity: 10, sample: false },
  { year: 2025, month: 10, available_capacity: 12.5, sample: false },
];

const TREND = {
  history: CAPACITY_HISTORY,
  change: { previous: CAPACITY_HISTORY[2]!, change: 2.5, consecutive: true },
  sources: [OSM_SOURCE],
  capacity_sources: [MEDAS_SOURCE, SAMPLE_SOURCE],
};

export const LOCKED_DETAIL: StationDetail = { ...capacityRow(1), locked: true, location: null, ...TREND };

export const PREMIUM_DETAIL: StationDetail = {
  ...capacityRow(1),
  ...TREND,
  locked: false,
  location: {
    latitude: 37.8712348,
    longitude: 32.4867891,
    kml_url: '/api/stations/definitions/b0000000-0000-4000-8000-000000000001/kml',
    kml_format: 'kml',
  },
};

export const SUMMARY_2025: StationSummary = {
  years: [2026, 2025],
  year: 2025,
  month: 12,
  total_capacity: 1234.56,
  station_count: 58,
  city_count: 21,
  top_cities: [
    { city_id: KONYA.id, name: 'Konya', total_capacity: 410.25, station_count: 6 },
    { city_id: IZMIR.id, name: 'İzmir', total_capacity: 205.1, station_count: 3 },
  ],
};

export const SUMMARY_2026: StationSummary = { ...SUMMARY_2025, year: 2026, month: 10, total_capacity: 999.04, station_count: 60 };
