import type { StationSummary } from '../../../shared/schemas/dashboard';
import type { StationCapacity, StationDetail, StationList } from '../../../shared/schemas/stations';

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

export function stationPage(page: number, total = 23): StationList {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return { items: Array.from({ length: count }, (_, i) => capacityRow(first + i)), page, page_size: 10, total, capped: false };
}

export const LOCKED_DETAIL: StationDetail = { ...capacityRow(1), locked: true, location: null };

export const PREMIUM_DETAIL: StationDetail = {
  ...capacityRow(1),
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
