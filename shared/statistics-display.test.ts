import { describe, expect, it } from 'vitest';
import { inTrendWindow, trendWindow, type Period } from './statistics-display';

// The window the statistics open on (decision 042).

const months = (from: Period, count: number, step = 1): Period[] =>
  Array.from({ length: count }, (_, i) => {
    const index = from.year * 12 + from.month - 1 + i * step;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });

describe('trendWindow', () => {
  it('is the last 24 months of a monthly series, whatever its newest year holds', () => {
    // 2022-01 … 2026-01: the newest year has one month, the trend has 24.
    const window = trendWindow(months({ year: 2022, month: 1 }, 49));
    expect(window).toEqual({ from: { year: 2024, month: 2 }, to: { year: 2026, month: 1 }, months: 24, annual: false });
  });

  it('reaches back to the 12th newest figure when the last 24 months hold fewer', () => {
    // Every third month: 8 figures in the last 24 months, so back to the 12th newest.
    const periods = months({ year: 2020, month: 1 }, 20, 3);
    const window = trendWindow(periods)!;
    expect(periods.filter((p) => inTrendWindow(window, p))).toHaveLength(12);
    expect(window.to).toEqual({ year: 2024, month: 10 });
    expect(window.from).toEqual({ year: 2022, month: 1 });
    expect(window.months).toBe(34);
  });

  it('is every year of an annual series, and every figure of a short one', () => {
    const annual = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year) => ({ year, month: 12 }));
    expect(trendWindow(annual)).toMatchObject({ from: { year: 2018, month: 12 }, to: { year: 2025, month: 12 }, annual: true });
    const short = months({ year: 2025, month: 1 }, 5, 2);
    expect(trendWindow(short)).toMatchObject({ from: { year: 2025, month: 1 }, to: { year: 2025, month: 9 }, months: 9, annual: false });
    expect(trendWindow([])).toBeNull();
  });

  it('ignores duplicate periods and their order', () => {
    const periods = months({ year: 2023, month: 1 }, 24);
    expect(trendWindow([...periods, ...periods].reverse())).toEqual(trendWindow(periods));
  });
});
