import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { users } from '../../db/schema/users';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';

// The premium dashboard (docs/product-rules.md#dashboard): refused below premium, and every summary equals a direct
// SQL count over the seeded demo data.

describeOnEachDatabase(
  'dashboard',
  (ctx) => {
    let member: TestClient;
    let premium: TestClient;
    let trial: TestClient;
    let expired: TestClient;

    beforeAll(async () => {
      const make = async (name: string, extra: { premium?: boolean; trialDays?: number }) => {
        const email = `panel-${name}-${ctx.target}@example.com`;
        await createVerifiedUser(ctx.db, { email, password: 'gizli-sifre', ...extra });
        const client = new TestClient(ctx.app);
        await client.signIn(email, 'gizli-sifre');
        return client;
      };
      member = await make('uye', {});
      premium = await make('premium', { premium: true });
      trial = await make('deneme', { trialDays: 3 });
      expired = await make('bitmis', { trialDays: 3 });
      await ctx.db
        .update(users)
        .set({ premium_trial_ends_at: new Date(Date.now() - 60_000) })
        .where(eq(users.email, `panel-bitmis-${ctx.target}@example.com`));
    });

    it('refuses visitors (401), members and ended trials (403); lets premium and trial users in', async () => {
      for (const path of ['/api/dashboard/projects', '/api/dashboard/companies', '/api/dashboard/stations']) {
        expect((await new TestClient(ctx.app).get(path)).json(), path).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
        expect((await member.get(path)).json(), path).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED' });
        expect((await expired.get(path)).statusCode, path).toBe(403);
        expect((await premium.get(path)).statusCode, path).toBe(200);
        expect((await trial.get(path)).statusCode, path).toBe(200);
      }
    });

    it('project summary equals direct SQL counts', async () => {
      const summary = (await premium.get('/api/dashboard/projects')).json();
      const [totals] = await queryRows<{ n: number; mwp: number; avg: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n, (sum(dc_power_kw) / 1000)::float8 AS mwp, (avg(dc_power_kw) / 1000)::float8 AS avg FROM projects`,
      );
      expect(totals!.n).toBeGreaterThan(10);
      expect(summary.total_projects).toBe(totals!.n);
      expect(summary.total_dc_power_mwp).toBeCloseTo(totals!.mwp, 2);
      expect(summary.average_dc_power_mwp).toBeCloseTo(totals!.avg, 2);

      const byStatus = await queryRows<{ name: string; count: number; mwp: number }>(
        ctx.db,
        sql`SELECT s.name, count(*)::int AS count, (coalesce(sum(p.dc_power_kw), 0) / 1000)::float8 AS mwp
            FROM projects p JOIN project_status_types s ON s.id = p.status_type_id GROUP BY s.name`,
      );
      for (const row of byStatus) {
        const item = summary.by_status.find((s: { name: string }) => s.name === row.name);
        expect(item.count, row.name).toBe(row.count);
        expect(item.total_dc_power_mwp).toBeCloseTo(row.mwp, 2);
      }
      expect(summary.by_status.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(totals!.n);

      const byType = await queryRows<{ name: string; count: number }>(
        ctx.db,
        sql`SELECT t.name, count(*)::int AS count FROM projects p JOIN project_types t ON t.id = p.type_id GROUP BY t.name`,
      );
      for (const row of byType) expect(summary.by_type.find((s: { name: string }) => s.name === row.name).count, row.name).toBe(row.count);

      const topCities = await queryRows<{ name: string; mwp: number }>(
        ctx.db,
        sql`SELECT c.name, (coalesce(sum(p.dc_power_kw), 0) / 1000)::float8 AS mwp FROM projects p JOIN cities c ON c.id = p.city_id
            GROUP BY c.name HAVING sum(p.dc_power_kw) > 0 ORDER BY 2 DESC, count(*) DESC, c.name COLLATE tr_icu LIMIT 10`,
      );
      expect(summary.top_cities).toHaveLength(Math.min(10, topCities.length));
      expect(summary.top_cities.every((c: { total_dc_power_mwp: number }) => c.total_dc_power_mwp > 0)).toBe(true);
      expect(summary.top_cities.map((c: { name: string }) => c.name)).toEqual(topCities.map((c) => c.name));
    });

    it('company summary equals direct SQL counts', async () => {
      const summary = (await premium.get('/api/dashboard/companies')).json();
      const [totals] = await queryRows<{ n: number; verified: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_verified)::int AS verified FROM companies`,
      );
      expect(totals!.n).toBeGreaterThan(10);
      expect(summary.total_companies).toBe(totals!.n);
      expect(summary.verified_companies).toBe(totals!.verified);
      for (const [key, table, column] of [
        ['by_activity', 'company_activity_types', 'activity_type_id'],
        ['by_product', 'company_product_types', 'product_type_id'],
      ] as const) {
        const rows = await queryRows<{ name: string; count: number }>(
          ctx.db,
          sql`SELECT t.name, count(*)::int AS count FROM companies c JOIN ${sql.raw(table)} t ON t.id = c.${sql.raw(column)} GROUP BY t.name`,
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(summary[key].find((s: { name: string }) => s.name === row.name).count, `${key} ${row.name}`).toBe(row.count);
        expect(summary[key].reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(totals!.n);
      }
      const topCities = await queryRows<{ name: string; count: number }>(
        ctx.db,
        sql`SELECT ci.name, count(*)::int AS count FROM companies c JOIN cities ci ON ci.id = c.city_id
            GROUP BY ci.name ORDER BY 2 DESC, ci.name COLLATE tr_icu LIMIT 10`,
      );
      expect(summary.top_cities).toEqual(topCities);
    });

    it('station summary: the latest month of the chosen year equals direct SQL', async () => {
      const years = await queryRows<{ year: number }>(ctx.db, sql`SELECT DISTINCT year FROM transformer_station_capacities ORDER BY year DESC`);
      expect(years.length).toBeGreaterThan(1);
      for (const year of [undefined, years[1]!.year]) {
        const summary = (await premium.get(`/api/dashboard/stations${year ? `?year=${year}` : ''}`)).json();
        const chosenYear = year ?? years[0]!.year;
        const [{ month } = { month: 0 }] = await queryRows<{ month: number }>(
          ctx.db,
          sql`SELECT max(month) AS month FROM transformer_station_capacities WHERE year = ${chosenYear}`,
        );
        const [totals] = await queryRows<{ total: number; stations: number; cities: number }>(
          ctx.db,
          sql`SELECT sum(c.available_capacity)::float8 AS total, count(DISTINCT c.station_id)::int AS stations, count(DISTINCT d.city_id)::int AS cities
              FROM transformer_station_capacities c JOIN transformer_station_definitions d ON d.id = c.station_id
              WHERE c.year = ${chosenYear} AND c.month = ${month}`,
        );
        expect(summary.years).toEqual(years.map((r) => r.year));
        expect(summary).toMatchObject({ year: chosenYear, month, station_count: totals!.stations, city_count: totals!.cities });
        expect(summary.total_capacity).toBeCloseTo(totals!.total, 2);
        expect(summary.top_cities.length).toBe(Math.min(10, totals!.cities));
        const capacities = summary.top_cities.map((c: { total_capacity: number }) => c.total_capacity);
        expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
      }
      const empty = (await premium.get('/api/dashboard/stations?year=2001')).json();
      expect(empty).toMatchObject({ year: 2001, month: null, total_capacity: 0, station_count: 0, city_count: 0, top_cities: [] });
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);
