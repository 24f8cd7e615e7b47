import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { GAPS, type GapKey } from '../../../shared/data-quality';
import type { Coverage, GapSummary, NationalCoverage } from '../../../shared/schemas/data-quality';
import { queryRows } from '../../db/query-rows';
import { snapshotToday } from '../../services/quality/snapshots';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md) over the
// seeded real catalogue: every count equals a count written here in SQL of its own (not the
// service's conditions), a record fixed through the admin edit API leaves its list at once, the
// lists filter by source and province, the daily snapshot is one row per day and gap, and the
// coverage figures equal direct sums.

const SEEDED = { SEED_CATALOG: 'true', SEED_DEMO: 'true' };

/** Each gap's records, by id, in SQL written apart from the service's. */
const DIRECT: Record<GapKey, ReturnType<typeof sql>> = {
  no_coordinates: sql`SELECT id FROM projects WHERE latitude IS NULL`,
  no_capacity: sql`SELECT id FROM projects WHERE ac_power IS NULL AND dc_power IS NULL`,
  no_investor: sql`SELECT id FROM projects WHERE coalesce(trim(investor), '') = '' AND investor_company_id IS NULL`,
  no_status_date: sql`
    SELECT p.id FROM projects p LEFT JOIN project_status_types s ON s.id = p.status_type_id
    WHERE (s.name = 'Devreye Alınan' AND p.commissioning_date IS NULL)
       OR (s.name IS DISTINCT FROM 'Devreye Alınan' AND p.project_start_date IS NULL)`,
  no_real_source: sql`
    SELECT id FROM projects
    EXCEPT SELECT ps.project_id FROM project_sources ps JOIN sources s ON s.id = ps.source_id WHERE s.is_generated = false`,
  stale: sql`
    WITH newest AS (
      SELECT ps.project_id, max(coalesce(ps.data_date, s.data_date)) AS d
      FROM project_sources ps JOIN sources s ON s.id = ps.source_id GROUP BY ps.project_id)
    SELECT p.id FROM projects p LEFT JOIN newest n ON n.project_id = p.id
    WHERE n.d IS NULL OR n.d < ((now() AT TIME ZONE 'Europe/Istanbul')::date - interval '24 months')`,
  company_no_project: sql`
    SELECT id FROM companies
    EXCEPT SELECT unnest(ARRAY[investor_company_id, contractor_company_id, pv_module_company_id, inverter_company_id,
      distribution_board_company_id, construction_company_id, owners_engineering_company_id, maintenance_company_id,
      financial_company_id]) FROM projects`,
  company_stale: sql`
    WITH newest AS (
      SELECT cs.company_id, max(coalesce(cs.data_date, s.data_date)) AS d
      FROM company_sources cs JOIN sources s ON s.id = cs.source_id GROUP BY cs.company_id)
    SELECT c.id FROM companies c LEFT JOIN newest n ON n.company_id = c.id
    WHERE n.d IS NULL OR n.d < ((now() AT TIME ZONE 'Europe/Istanbul')::date - interval '24 months')`,
  station_no_real_capacity: sql`
    SELECT id FROM transformer_station_definitions
    EXCEPT SELECT station_id FROM transformer_station_capacities WHERE is_generated = false`,
  // A station's dates: its links' and its monthly figures' sources (an editor's entry dated by its day).
  station_stale: sql`
    WITH dated AS (
      SELECT ss.station_id, coalesce(ss.data_date, s.data_date) AS d FROM station_sources ss JOIN sources s ON s.id = ss.source_id
      UNION ALL
      SELECT k.station_id, CASE WHEN s.key = 'gunesveri-editor-girisi' THEN coalesce(s.data_date, k.verified_on) ELSE s.data_date END
      FROM transformer_station_capacities k JOIN sources s ON s.id = k.source_id),
    newest AS (SELECT station_id, max(d) AS d FROM dated GROUP BY station_id)
    SELECT t.id FROM transformer_station_definitions t LEFT JOIN newest n ON n.station_id = t.id
    WHERE n.d IS NULL OR n.d < ((now() AT TIME ZONE 'Europe/Istanbul')::date - interval '24 months')`,
};

describeOnEachDatabase(
  'data quality: gaps and coverage',
  (ctx) => {
    let admin: TestClient;
    const ids = async (key: GapKey) => new Set((await queryRows<{ id: string }>(ctx.db, DIRECT[key])).map((r) => r.id));
    const summary = async () => (await admin.get('/api/admin/quality/gaps')).json() as GapSummary;
    /** Every record of a gap list, page by page. */
    const listed = async (key: GapKey, query = '') => {
      const all: { id: string; name: string; city: string | null; sources: string[] }[] = [];
      for (let page = 1; ; page++) {
        const res = await admin.get(`/api/admin/quality/gaps/${key}?page=${page}${query}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        all.push(...body.items);
        if (all.length >= body.total || body.items.length === 0) return { items: all, total: body.total as number };
      }
    };

    beforeAll(async () => {
      admin = (await signedInMember(ctx, 'kalite-admin', { superAdmin: true })).client;
    });

    it('counts each gap as a direct SQL count does, and lists exactly those records', async () => {
      const { counts } = await summary();
      for (const gap of GAPS) {
        const direct = await ids(gap.key);
        expect(counts[gap.key], gap.key).toBe(direct.size);
        const { items, total } = await listed(gap.key);
        expect(total, gap.key).toBe(direct.size);
        expect(new Set(items.map((r) => r.id)), gap.key).toEqual(direct);
      }
      // The seeded catalogue has gaps in each project list, unlinked companies and no real station capacity.
      expect(counts.no_coordinates).toBeGreaterThan(0);
      expect(counts.company_no_project).toBeGreaterThan(0);
      expect(counts.station_no_real_capacity).toBe((await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM transformer_station_definitions`))[0]!.n);
    });

    it('filters a list by a source its records link to, by province and by name', async () => {
      const [yeka] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM sources WHERE key = 'yeka-sonuclari'`);
      const bySource = await listed('no_coordinates', `&source_id=${yeka!.id}`);
      const direct = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT p.id FROM projects p JOIN project_sources ps ON ps.project_id = p.id WHERE ps.source_id = ${yeka!.id} AND p.latitude IS NULL`,
      );
      expect(bySource.total).toBeGreaterThan(0);
      expect(new Set(bySource.items.map((r) => r.id))).toEqual(new Set(direct.map((r) => r.id)));
      expect(bySource.items.every((r) => r.sources.includes('YEKA GES yarışma sonuçları'))).toBe(true);

      const [city] = await queryRows<{ city_id: string; name: string }>(
        ctx.db,
        sql`SELECT p.city_id, c.name FROM projects p JOIN cities c ON c.id = p.city_id WHERE p.latitude IS NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
      );
      const byCity = await listed('no_coordinates', `&city_id=${city!.city_id}`);
      const inCity = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM projects WHERE latitude IS NULL AND city_id = ${city!.city_id}`);
      expect(byCity.total).toBe(inCity[0]!.n);
      expect(byCity.items.every((r) => r.city === city!.name)).toBe(true);

      const one = bySource.items[0]!;
      const byName = await listed('no_coordinates', `&search=${encodeURIComponent(one.name)}`);
      expect(byName.items.map((r) => r.id)).toContain(one.id);

      expect((await admin.get('/api/admin/quality/gaps/no_such_gap')).statusCode).toBe(400);
      expect((await admin.get(`/api/admin/quality/gaps/no_coordinates?source_id=abc`)).statusCode).toBe(400);
      const past = (await admin.get(`/api/admin/quality/gaps/no_coordinates?page=999`)).json();
      expect(past).toMatchObject({ items: [], total: (await ids('no_coordinates')).size });
    });

    it('drops a project from "Koordinatı yok" as soon as the admin edit gives it coordinates, and a station once it has a real capacity', async () => {
      const [project] = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM projects WHERE latitude IS NULL AND type_id IS NOT NULL AND location_id IS NOT NULL AND district_id IS NOT NULL ORDER BY project_name LIMIT 1`,
      );
      const before = (await summary()).counts;
      expect((await ids('no_coordinates')).has(project!.id)).toBe(true);
      const record = (await admin.get(`/api/admin/projects/${project!.id}`)).json();
      const oneOnly = await admin.request('PUT', `/api/admin/projects/${project!.id}`, { ...record.values, latitude: '37,9' });
      expect(oneOnly.statusCode).toBe(400);
      expect(oneOnly.json().message).toBe('Enlem ve boylam birlikte girilmelidir');
      const saved = await admin.request('PUT', `/api/admin/projects/${project!.id}`, { ...record.values, latitude: '37,912345', longitude: '32,5' });
      expect(saved.statusCode).toBe(200);
      const after = (await summary()).counts;
      expect(after.no_coordinates).toBe(before.no_coordinates - 1);
      expect((await listed('no_coordinates')).items.map((r) => r.id)).not.toContain(project!.id);

      const [station] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM transformer_station_definitions ORDER BY station_name LIMIT 1`);
      expect((await ids('station_stale')).has(station!.id)).toBe(true);
      const added = await admin.post('/api/admin/stations/capacities', { station_id: station!.id, year: 2020, month: 1, available_capacity: 12 });
      expect(added.statusCode).toBe(201);
      const afterCapacity = (await summary()).counts;
      expect(afterCapacity.station_no_real_capacity).toBe(before.station_no_real_capacity - 1);
      expect((await ids('station_no_real_capacity')).has(station!.id)).toBe(false);
      // The editor's figure is dated today, so the station was checked within 24 months, whatever month it is for.
      expect(afterCapacity.station_stale).toBe(before.station_stale - 1);
      expect((await listed('station_stale')).items.map((r) => r.id)).not.toContain(station!.id);
    });

    it('lists companies and stations not checked within 24 months by their newest source, and shows that date', async () => {
      // Every seeded company cites the 2026 compilation: one without any source is stale.
      const [company] = await queryRows<{ id: string }>(ctx.db, sql`INSERT INTO companies (company_name) VALUES ('Kaynaksız Enerji A.Ş.') RETURNING id`);
      const [station] = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM transformer_station_definitions t
            WHERE NOT EXISTS (SELECT 1 FROM transformer_station_capacities k JOIN sources s ON s.id = k.source_id WHERE k.station_id = t.id AND NOT s.is_generated)
            ORDER BY station_name DESC LIMIT 1`,
      );
      const before = (await summary()).counts;
      expect(before.company_stale).toBeGreaterThan(0);
      expect(before.station_stale).toBeGreaterThan(0);
      expect((await ids('company_stale')).has(company!.id)).toBe(true);
      const [old] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM sources WHERE key = 'osm-power-grids-2017'`);
      const [fresh] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM sources WHERE key = 'gunesveri-derleme-2026'`);
      // A link older than 24 months keeps a station on the list, with that date shown.
      await ctx.db.execute(sql`INSERT INTO station_sources (station_id, source_id, verified_on) VALUES (${station!.id}, ${old!.id}, '2025-01-01') ON CONFLICT DO NOTHING`);
      const row = (await listed('station_stale', `&source_id=${old!.id}`)).items.find((r) => r.id === station!.id);
      expect(row).toMatchObject({ sources: expect.arrayContaining([expect.stringContaining('OpenStreetMap')]), newest_data_date: '2017-01-31' });
      // A link whose own data date is recent takes the record off, and only it.
      const today = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date`;
      await ctx.db.execute(sql`INSERT INTO company_sources (company_id, source_id, verified_on, data_date) VALUES (${company!.id}, ${old!.id}, ${today}, ${today} - 30)`);
      await ctx.db.execute(sql`INSERT INTO station_sources (station_id, source_id, verified_on) VALUES (${station!.id}, ${fresh!.id}, ${today}) ON CONFLICT DO NOTHING`);
      const after = (await summary()).counts;
      expect(after.company_stale).toBe(before.company_stale - 1);
      expect(after.station_stale).toBe(before.station_stale - 1);
      expect((await ids('company_stale')).has(company!.id)).toBe(false);
      expect((await listed('company_stale')).total).toBe(after.company_stale);
      expect((await listed('station_stale')).items.map((r) => r.id)).not.toContain(station!.id);
    });

    it('keeps one snapshot row per day and gap: the first dashboard read of the day writes it, later reads and runs write nothing', async () => {
      await ctx.app.jobs.drain();
      await ctx.db.execute(sql`DELETE FROM data_quality_snapshots`);
      await ctx.db.execute(sql`INSERT INTO data_quality_snapshots (day, gap_key, count) VALUES ((now() AT TIME ZONE 'Europe/Istanbul')::date - 1, 'no_coordinates', 99)`);
      const first = await summary();
      const rows = async () => queryRows<{ day: string; gap_key: string; count: number }>(ctx.db, sql`SELECT day::text AS day, gap_key, count FROM data_quality_snapshots ORDER BY day, gap_key`);
      const written = await rows();
      expect(written).toHaveLength(GAPS.length + 1);
      for (const gap of GAPS) expect(written.find((r) => r.gap_key === gap.key && r.count === first.counts[gap.key] && r.day !== written[0]!.day), gap.key).toBeDefined();
      // The trend holds yesterday's row and today's, oldest first.
      expect(first.trends.no_coordinates.map((p) => p.count)).toEqual([99, first.counts.no_coordinates]);
      expect(first.trends.no_capacity).toHaveLength(1);

      // A change after the snapshot moves the count now, not today's stored point.
      await ctx.db.execute(sql`UPDATE projects SET latitude = 38, longitude = 33 WHERE id = (SELECT id FROM projects WHERE latitude IS NULL LIMIT 1)`);
      const second = await summary();
      expect(second.counts.no_coordinates).toBe(first.counts.no_coordinates - 1);
      expect(await snapshotToday(ctx.db)).toBe(false);
      await ctx.app.jobs.send('data-quality-snapshot');
      await ctx.app.jobs.drain();
      expect(await rows()).toEqual(written);
    });

    it('refuses the gap and coverage routes to a visitor (401) and a member (403)', async () => {
      const member = (await signedInMember(ctx, 'kalite-uye')).client;
      for (const path of ['/api/admin/quality/gaps', '/api/admin/quality/gaps/no_capacity', '/api/admin/quality/coverage']) {
        expect((await new TestClient(ctx.app).get(path)).statusCode).toBe(401);
        expect((await member.get(path)).statusCode).toBe(403);
      }
    });

    it('puts the catalogue\'s known commissioned AC power next to the newest official figure, nationally and per province', async () => {
      const res = await admin.get('/api/admin/quality/coverage');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Coverage;
      const [direct] = await queryRows<{ mw: number; n: number; unknown: number }>(
        ctx.db,
        sql`SELECT round(sum(CASE WHEN ac_power_unit = 'MWe' THEN ac_power ELSE ac_power / 1000 END), 3)::float8 AS mw,
                   count(*)::int AS n, count(*) FILTER (WHERE ac_power IS NULL)::int AS unknown
            FROM projects WHERE status_type_id = (SELECT id FROM project_status_types WHERE name = 'Devreye Alınan')`,
      );
      expect(body.national.catalogue_mw).toBeCloseTo(direct!.mw, 3);
      expect(body.national.commissioned_projects).toBe(direct!.n);
      expect(body.national.unknown_power_projects).toBe(direct!.unknown);
      const [official] = await queryRows<{ mw: number; year: number; month: number }>(
        ctx.db,
        sql`SELECT total_solar_power::float8 AS mw, year::int AS year, month::int AS month FROM installed_power_stats WHERE is_estimate = false ORDER BY year * 100 + month DESC LIMIT 1`,
      );
      expect(body.national.official).toMatchObject({ mw: official!.mw, year: official!.year, month: official!.month });
      expect(body.national.share).toBe(Math.round((direct!.mw / official!.mw) * 1000) / 10);

      // Per province: the commissioned projects' known AC sum; a province whose every one lacks it has no sum (never 0).
      const provinces = await queryRows<{ city_id: string; mw: number | null; n: number; unknown: number }>(
        ctx.db,
        sql`SELECT city_id, round(sum(ac_power_kw) / 1000, 3)::float8 AS mw, count(*)::int AS n, count(*) FILTER (WHERE ac_power_kw IS NULL)::int AS unknown
            FROM projects WHERE status_type_id = (SELECT id FROM project_status_types WHERE name = 'Devreye Alınan') AND city_id IS NOT NULL GROUP BY city_id`,
      );
      expect(body.provinces).toHaveLength(81);
      for (const p of provinces) {
        const row = body.provinces.find((r) => r.city_id === p.city_id)!;
        expect(row.projects).toBe(p.n);
        expect(row.unknown_power_projects).toBe(p.unknown);
        if (p.mw === null) expect(row.catalogue_mw).toBeNull();
        else expect(row.catalogue_mw).toBeCloseTo(p.mw, 3);
      }
      const konya = body.provinces.find((r) => r.name === 'Konya')!;
      expect(konya.official_mw).toBeGreaterThan(0);
      expect(konya.share).toBe(Math.round(((konya.catalogue_mw ?? 0) / konya.official_mw!) * 1000) / 10);
      expect(body.provinces.filter((r) => r.official_mw === null).every((r) => r.share === null)).toBe(true);

      // The public statistics page reads the same national figure, to anyone.
      const pub = await new TestClient(ctx.app).get('/api/statistics/coverage');
      expect(pub.statusCode).toBe(200);
      expect(pub.json() as NationalCoverage).toEqual(body.national);
    });
  },
  { config: SEEDED },
);
