import { trendWindow } from '../../../shared/statistics-display';
import type { InstalledPowerRow, InstalledPowerResponse, ProductionRow, ProductionResponse } from '../../../shared/schemas/statistics';
import type { SourceRef } from '../../../shared/schemas/sources';

// Statistics answers as the API sends them (newest first), for the statistics and dashboard tests.

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function installedRow(year: number, month: number, overrides: Partial<InstalledPowerRow> = {}): InstalledPowerRow {
  return {
    id: uuid(year * 100 + month),
    year,
    month,
    total_electric_power: 120_000,
    total_renewable_power: 72_000,
    total_solar_power: 22_000,
    total_licensed_solar: 2_000,
    total_unlicensed_solar: 20_000,
    renewable_percentage: 60,
    solar_percentage: 30.56,
    is_estimate: false,
    source_id: null,
    ...overrides,
  };
}

export function productionRow(year: number, month: number, overrides: Partial<ProductionRow> = {}): ProductionRow {
  return {
    id: uuid(year * 100 + month + 50),
    year,
    month,
    total_electric_production: 25_000_000,
    total_renewable_production: 10_000_000,
    total_solar_production: 1_500_000,
    total_licensed_solar_production: null,
    total_unlicensed_solar_production: null,
    renewable_percentage: 40,
    solar_percentage: 15,
    is_estimate: false,
    source_id: null,
    ...overrides,
  };
}

const byNewest = <T extends { year: number; month: number }>(rows: T[]) =>
  [...rows].sort((a, b) => b.year - a.year || b.month - a.month);

/** The answer's years and trend window, computed the server's way (shared `trendWindow`). */
const summary = (rows: { year: number; month: number }[]) => ({ years: [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a), trend: trendWindow(rows) });

/** A source of the statistics, as the answer names it (decision 041). */
export const TEIAS: SourceRef = {
  id: '00000000-0000-4000-9000-5000000000a1',
  name: 'TEİAŞ kurulu güç istatistikleri',
  licence: 'Kamuya açık bilgi',
  url: 'https://www.teias.gov.tr/',
  is_generated: false,
  verified_on: '2025-11-05',
  retrieved_on: '2025-11-01',
  data_date: '2025-11-05',
  citations: [],
};

export function installedResponse(rows: InstalledPowerRow[], sources: SourceRef[] = []): InstalledPowerResponse {
  return { ...summary(rows), items: byNewest(rows), sources };
}

export function productionResponse(rows: ProductionRow[], sources: SourceRef[] = []): ProductionResponse {
  return { ...summary(rows), items: byNewest(rows), sources };
}
