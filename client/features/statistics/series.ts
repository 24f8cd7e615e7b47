import { mwhToGwh, type TrendWindow } from '../../../shared/statistics-display';
import type { InstalledPowerResponse, ProductionResponse } from '../../../shared/schemas/statistics';
import type { SourceRef } from '../../../shared/schemas/sources';
import { monthName } from '../../lib/format';

// The two statistics (docs/product-rules.md#statistics) in one shape for the table and the charts, already in the
// unit they are shown in: installed power in MW, production in GWh (MWh / 1000).

export type StatKind = 'installed-power' | 'production';

export interface StatPoint {
  id: string;
  year: number;
  month: number;
  is_estimate: boolean;
  /** Null where the month's source gives only the solar figure. */
  total: number | null;
  renewable: number | null;
  solar: number;
  licensed: number | null;
  unlicensed: number | null;
  /** Percentage points, 0–100. */
  renewableShare: number | null;
  solarShare: number | null;
  /** The month's source, one of the data's `sources`. */
  source_id: string | null;
}

export interface StatData {
  /** Distinct years with data, newest first. */
  years: number[];
  /** The months the views open on (decision 042); null without data. */
  trend: TrendWindow | null;
  /** Year, then month, descending. */
  points: StatPoint[];
  /** The sources the months name (decision 041). */
  sources: SourceRef[];
}

/** The sources of the months shown, in the data's order (docs/product-rules.md#provenance). */
export function sourcesOf(data: StatData, points: readonly StatPoint[]): SourceRef[] {
  const shown = new Set(points.map((p) => p.source_id));
  return data.sources.filter((s) => shown.has(s.id));
}

const newestFirst = (a: StatPoint, b: StatPoint) => b.year - a.year || b.month - a.month;

export function installedPowerData(response: InstalledPowerResponse): StatData {
  return {
    years: [...response.years].sort((a, b) => b - a),
    trend: response.trend,
    points: response.items
      .map((row) => ({
        id: row.id,
        year: row.year,
        month: row.month,
        is_estimate: row.is_estimate,
        total: row.total_electric_power,
        renewable: row.total_renewable_power,
        solar: row.total_solar_power,
        licensed: row.total_licensed_solar,
        unlicensed: row.total_unlicensed_solar,
        renewableShare: row.renewable_percentage,
        solarShare: row.solar_percentage,
        source_id: row.source_id,
      }))
      .sort(newestFirst),
    sources: response.sources,
  };
}

export function productionData(response: ProductionResponse): StatData {
  return {
    years: [...response.years].sort((a, b) => b - a),
    trend: response.trend,
    points: response.items
      .map((row) => ({
        id: row.id,
        year: row.year,
        month: row.month,
        is_estimate: row.is_estimate,
        total: mwhToGwh(row.total_electric_production),
        renewable: mwhToGwh(row.total_renewable_production),
        solar: mwhToGwh(row.total_solar_production),
        licensed: mwhToGwh(row.total_licensed_solar_production),
        unlicensed: mwhToGwh(row.total_unlicensed_solar_production),
        renewableShare: row.renewable_percentage,
        solarShare: row.solar_percentage,
        source_id: row.source_id,
      }))
      .sort(newestFirst),
    sources: response.sources,
  };
}

/** "Ekim 2025". */
export const periodLabel = (point: Pick<StatPoint, 'year' | 'month'>) => `${monthName(point.month)} ${point.year}`;

/** The labels of one statistic: the table's columns and the charts' series. */
export interface StatLabels {
  title: string;
  description: string;
  unit: 'MW' | 'GWh';
  total: string;
  renewable: string;
  solar: string;
  licensed: string;
  unlicensed: string;
  /** Whether the table shows the licensed / unlicensed columns. */
  splitColumns: boolean;
}

export const STAT_LABELS: Record<StatKind, StatLabels> = {
  'installed-power': {
    title: 'Kurulu Güç',
    description: 'Türkiye’nin toplam, yenilenebilir ve güneş kurulu gücü (MW), aylık.',
    unit: 'MW',
    total: 'Toplam Kurulu Güç',
    renewable: 'Yenilenebilir',
    solar: 'Güneş',
    licensed: 'Lisanslı Güneş',
    unlicensed: 'Lisanssız Güneş',
    splitColumns: true,
  },
  production: {
    title: 'Elektrik Üretimi',
    description: 'Türkiye’nin toplam, yenilenebilir ve güneş elektrik üretimi (GWh), aylık.',
    unit: 'GWh',
    total: 'Toplam Üretim',
    renewable: 'Yenilenebilir Üretim',
    solar: 'Güneş Üretimi',
    licensed: 'Lisanslı Güneş Üretimi',
    unlicensed: 'Lisanssız Güneş Üretimi',
    splitColumns: false,
  },
};

export const SHARE_LABELS = { renewable: 'Yenilenebilir Payı', solar: 'Güneş Payı' } as const;

/** What "tahmini" means: the footnote under the table, and (prefixed) the mark's tooltip. */
export const ESTIMATE_MEANING = 'kaynaklar arasında fark bulunan, türetilmiş ya da geçici (ön) veri.';
export const ESTIMATE_NOTE = `Tahmini değer: ${ESTIMATE_MEANING}`;

const shortMonths = new Intl.DateTimeFormat('tr-TR', { month: 'short', timeZone: 'UTC' });
/** Month number 1–12 -> "Oca" … "Ara". */
export const shortMonthName = (month: number) => shortMonths.format(new Date(Date.UTC(2000, month - 1, 1)));

/** Explains the two shares (docs/product-rules.md#statistics: renewable / total, solar / renewable). */
export const SHARE_NOTE = 'Yenilenebilir payı toplam içindeki, güneş payı yenilenebilir içindeki paydır.';
