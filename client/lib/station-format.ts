import { STATION_MESSAGES } from '../../shared/station-constants';
import { formatNumber, monthName } from './format';

// How station numbers read (docs/product-rules.md#transformer-stations): capacities with 2 decimals, totals with 1, in tr-TR.

/** 12.5 -> "12,50 MWe"; a station without a figure says so. */
export const formatCapacity = (mwe: number | null) => (mwe === null ? STATION_MESSAGES.noCapacity : `${formatNumber(mwe, 2)} MWe`);

/** A sum of capacities: 1234.56 -> "1.234,6 MWe". */
export const formatTotalCapacity = (mwe: number) => `${formatNumber(mwe, 1)} MWe`;

/** (10, 2025) -> "Ekim 2025"; no month (a station without a figure): "—". */
export const formatPeriod = (month: number | null, year: number | null) => (month === null || year === null ? '—' : `${monthName(month)} ${year}`);

/** A coordinate with 6 decimals and a dot, as map tools read it: 39.9 -> "39.900000". */
export const formatCoordinate = (degrees: number) => degrees.toFixed(6);

/** The 12 months as select options. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));

