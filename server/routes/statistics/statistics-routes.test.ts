import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';

// National statistics (docs/product-rules.md#statistics) over the seeded real figures: public, years newest first,
// rows by year then month descending, numbers as numbers.

describeOnEachDatabase(
  'statistics',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);

    for (const [path, table] of [
      ['installed-power', 'installed_power_stats'],
      ['production', 'production_stats'],
    ] as const) {
      it(`${path}: distinct years newest first and every row when no year is given`, async () => {
        const res = await visitor().get(`/api/statistics/${path}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const years = await queryRows<{ year: number }>(ctx.db, sql`SELECT DISTINCT year FROM ${sql.raw(table)} ORDER BY year DESC`);
        expect(years.length).toBeGreaterThan(1);
        expect(body.years).toEqual(years.map((r) => r.year));
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
        expect(body.items).toHaveLength(n);
        const periods = body.items.map((r: { year: number; month: number }) => r.year * 100 + r.month);
        expect(periods).toEqual([...periods].sort((a, b) => b - a));
      });

      it(`${path}: a year narrows the rows; a malformed year is ignored`, async () => {
        const all = (await visitor().get(`/api/statistics/${path}`)).json();
        const year = all.years[1] as number;
        const one = (await visitor().get(`/api/statistics/${path}?year=${year}`)).json();
        expect(one.items.length).toBeGreaterThan(0);
        expect(one.items.every((r: { year: number }) => r.year === year)).toBe(true);
        expect(one.years).toEqual(all.years);
        const months = one.items.map((r: { month: number }) => r.month);
        expect(months).toEqual([...months].sort((a, b) => b - a));
        const none = (await visitor().get(`/api/statistics/${path}?year=1999`)).json();
        expect(none.items).toEqual([]);
        const bad = (await visitor().get(`/api/statistics/${path}?year=20x5`)).json();
        expect(bad.items).toHaveLength(all.items.length);
      });
    }

    it('opens on a trend: the first chart (installed power, the dashboard’s first tab) has at least 12 months of figures', async () => {
      for (const path of ['installed-power', 'production']) {
        const body = (await visitor().get(`/api/statistics/${path}`)).json();
        const { from, to, months, annual } = body.trend;
        const index = (p: { year: number; month: number }) => p.year * 12 + p.month;
        const inside = body.items.filter((r: { year: number; month: number }) => index(r) >= index(from) && index(r) <= index(to));
        expect(inside.length, path).toBeGreaterThanOrEqual(12);
        expect(annual).toBe(false);
        // The window ends at the newest figure and spans at least the last 24 months.
        expect(to).toEqual({ year: body.items[0].year, month: body.items[0].month });
        expect(months).toBeGreaterThanOrEqual(24);
        // A year narrows the rows, not the window (it is the view's default over every row).
        expect((await visitor().get(`/api/statistics/${path}?year=${body.years[0]}`)).json().trend).toEqual(body.trend);
      }
      // The seeded installed power: 2024-08 … 2026-01 hold 12 figures (2025-06 from the ministry's
      // statement in solar_monthly_stats_turkey.csv), so the window is the last 24 months, from 2024-02.
      const installed = (await visitor().get('/api/statistics/installed-power')).json();
      expect(installed.trend).toEqual({ from: { year: 2024, month: 2 }, to: { year: 2026, month: 1 }, months: 24, annual: false });
      // Months whose renewable figure was read between published ones are estimates, and say where from.
      const derived = installed.items.find((r: { year: number; month: number }) => r.year === 2024 && r.month === 8);
      expect(derived).toMatchObject({ is_estimate: true, total_electric_power: 111463 });
    });

    it('returns stored values as numbers (MW and MWh), shares in percentage points', async () => {
      const [stored] = await queryRows<{ year: number; month: number; total_solar_power: string; solar_percentage: string }>(
        ctx.db,
        sql`SELECT year, month, total_solar_power::text, solar_percentage::text FROM installed_power_stats WHERE solar_percentage IS NOT NULL ORDER BY year DESC, month DESC LIMIT 1`,
      );
      const body = (await visitor().get(`/api/statistics/installed-power?year=${stored!.year}`)).json();
      const row = body.items.find((r: { month: number }) => r.month === stored!.month);
      expect(row.total_solar_power).toBe(Number(stored!.total_solar_power));
      expect(row.solar_percentage).toBe(Number(stored!.solar_percentage));
      expect(row.solar_percentage).toBeGreaterThan(0);
      expect(row.solar_percentage).toBeLessThanOrEqual(100);

      const [production] = await queryRows<{ year: number; month: number; total_solar_production: string }>(
        ctx.db,
        sql`SELECT year, month, total_solar_production::text FROM production_stats ORDER BY year DESC, month DESC LIMIT 1`,
      );
      const prod = (await visitor().get(`/api/statistics/production?year=${production!.year}`)).json();
      expect(prod.items[0].total_solar_production).toBe(Number(production!.total_solar_production));
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true' } },
);
