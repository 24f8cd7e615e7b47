import { inTrendWindow, type TrendWindow } from '../../../shared/statistics-display';
import type { StatData, StatPoint } from './series';

// Which months a statistics view shows (decision 042): it opens on the trend window the API gives
// (the last 24 months, widened to a dozen figures; every year for an annual series), and the year
// picker still offers every year and "Tüm Yıllar".

export const ALL = 'all';
export const TREND = 'trend';
export type YearChoice = number | typeof ALL | typeof TREND;

/** The first choice: the trend (all years when it is annual), else the newest year. */
export function defaultChoice(data: StatData): YearChoice | null {
  if (data.trend) return data.trend.annual ? ALL : TREND;
  return data.years[0] ?? null;
}

/** The trend option's text: "Son 24 ay" (the window's own length when it was widened). */
export const trendLabel = (trend: TrendWindow) => `Son ${trend.months} ay`;

/** The points of a choice, newest first as the data holds them. */
export function pointsOf(data: StatData, choice: YearChoice | null): StatPoint[] {
  if (choice === ALL) return data.points;
  if (choice === TREND) return data.trend ? data.points.filter((p) => inTrendWindow(data.trend!, p)) : data.points;
  return data.points.filter((p) => p.year === choice);
}

/** Whether the shown points cross a year (the chart's ticks then carry the year). */
export const spansYears = (points: readonly StatPoint[]) => new Set(points.map((p) => p.year)).size > 1;
