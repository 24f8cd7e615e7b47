// How the statistics read on screen (docs/product-rules.md#statistics). Without zod: the first screen imports them, and
// the schema library stays out of the first load (docs/product-rules.md#speed, P7).

export const STATISTICS_MESSAGES = {
  loadFailed: 'Veriler yüklenirken bir hata oluştu',
  retry: 'Yeniden Dene',
  empty: 'Henüz veri girilmemiş',
  emptyYear: (year: number) => `${year} yılına ait veri bulunamadı`,
} as const;

/** Production is stored in MWh and shown in GWh (docs/product-rules.md#statistics). */
export function mwhToGwh(mwh: number): number;
export function mwhToGwh(mwh: number | null): number | null;
export function mwhToGwh(mwh: number | null): number | null {
  return mwh === null ? null : mwh / 1000;
}

/** The default view of a statistic: the last 24 months (decision 042)… */
export const TREND_MONTHS = 24;
/** …and at least this many months with figures, reaching further back when the last 24 hold fewer. */
export const TREND_MIN_POINTS = 12;

export interface Period {
  year: number;
  month: number;
}

export interface TrendWindow {
  from: Period;
  to: Period;
  /** Calendar months from `from` to `to`, both included. */
  months: number;
  /** At most one figure a year: the series is annual, and its trend is every year. */
  annual: boolean;
}

const indexOf = (p: Period) => p.year * 12 + p.month - 1;
const periodOf = (index: number): Period => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/**
 * The window a statistic opens on, so the first chart shows a trend rather than the one month of a
 * new year: the TREND_MONTHS months up to the newest figure, widened back to the TREND_MIN_POINTS-th
 * newest figure when they hold fewer (a sparse series), and every year for an annual series.
 * Null without figures.
 */
export function trendWindow(periods: readonly Period[]): TrendWindow | null {
  const indexes = [...new Set(periods.map(indexOf))].sort((a, b) => b - a);
  if (indexes.length === 0) return null;
  const newest = indexes[0]!;
  const oldest = indexes.at(-1)!;
  const annual = new Set(periods.map((p) => p.year)).size === indexes.length;
  let first = annual ? oldest : Math.max(oldest, newest - (TREND_MONTHS - 1));
  const inside = indexes.filter((i) => i >= first).length;
  if (inside < TREND_MIN_POINTS) first = indexes[Math.min(TREND_MIN_POINTS, indexes.length) - 1]!;
  return { from: periodOf(first), to: periodOf(newest), months: newest - first + 1, annual };
}

/** Whether a month lies inside a window. */
export const inTrendWindow = (window: TrendWindow, p: Period) => indexOf(p) >= indexOf(window.from) && indexOf(p) <= indexOf(window.to);
