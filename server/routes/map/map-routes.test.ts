import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { COMMISSIONED_STATUS, MAP_MESSAGES, PROJECT_MAP_LIMIT } from '../../../shared/map-constants';
import { PROVINCE_CENTRES } from '../../../shared/province-centres';
import { fromColumns } from '../../../shared/schemas/columns';
import { PROJECT_MARKER_FIELDS, type ProjectMap, type ProjectMarker, type ProvinceFigures } from '../../../shared/schemas/sector-map';
import { projects } from '../../db/schema/catalog';
import { cities, project_status_types, project_types } from '../../db/schema/reference';
import { queryRows } from '../../db/query-rows';
import { listProjectMarkers } from '../../services/map/project-markers';
import { readOfficialFigures } from '../../services/map/province-figures';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';
import { FIXTURE_HASH_COST } from '../../test/members';

// The sector map's API (docs/decisions/037) over the demo catalogue, plus projects placed here.

describe('the published province figures', () => {
  it('keeps each province’s newest month and leaves uncertain rows out', () => {
    const csv = [
      'as_of,province,solar_mw,rank,original_publisher,source,verification',
      '2022-03,Konya,1167.5,1,ETKB,a.example/1,verified_in_stored_copy',
      '2023-03,Konya,1722.2,1,ETKB,b.example/2,verified_in_stored_copy',
      '2022-03,Mersin,217.5,11,ETKB,a.example/1,verified_in_stored_copy',
      '2024-03,Mersin,999,1,Someone,c.example/3,uncertain',
    ].join('\n');
    const figures = readOfficialFigures(csv);
    expect(Object.fromEntries(figures.byProvince)).toEqual({ Konya: { mw: 1722.2, as_of: '2023-03' }, Mersin: { mw: 217.5, as_of: '2022-03' } });
    expect(figures.sources.map((s) => s.as_of)).toEqual(['2023-03', '2022-03']);
  });
});

describeOnEachDatabase(
  'the sector map',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);
    let member: TestClient;
    let premium: TestClient;
    let trial: TestClient;
    let konya: { id: string; plate_code: number | null };
    let izmir: { id: string; plate_code: number | null };
    let outside: { id: string };
    const placed: Record<'exact' | 'centre' | 'nowhere' | 'outside', string> = { exact: '', centre: '', nowhere: '', outside: '' };

    const layer = async (client: TestClient, query = '') => {
      const res = await client.get(`/api/map/projects${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ProjectMap>();
      return { body, markers: fromColumns<ProjectMarker>(body.markers) };
    };

    beforeAll(async () => {
      [member, premium, trial] = [new TestClient(ctx.app), new TestClient(ctx.app), new TestClient(ctx.app)];
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `harita-uye-${ctx.target}@example.com`, password: 'gizli-sifre' });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `harita-premium-${ctx.target}@example.com`, password: 'gizli-sifre', premium: true });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `harita-deneme-${ctx.target}@example.com`, password: 'gizli-sifre', trialDays: 7 });
      await member.signIn(`harita-uye-${ctx.target}@example.com`, 'gizli-sifre');
      await premium.signIn(`harita-premium-${ctx.target}@example.com`, 'gizli-sifre');
      await trial.signIn(`harita-deneme-${ctx.target}@example.com`, 'gizli-sifre');
      konya = (await ctx.db.select().from(cities).where(eq(cities.name, 'Konya')))[0]!;
      izmir = (await ctx.db.select().from(cities).where(eq(cities.name, 'İzmir')))[0]!;
      // A city an admin added outside the 81 provinces: no plate code, so no centre to fall back to.
      outside = (await ctx.db.insert(cities).values({ name: 'Harita Dışı Şehir' }).returning())[0]!;
      const rows = await ctx.db
        .insert(projects)
        .values([
          { project_name: 'Harita Koordinatlı GES', city_id: izmir.id, latitude: 38.4237, longitude: 27.1428, ac_power: 9000, ac_power_unit: 'MWe' },
          { project_name: 'Harita İl Ortası GES', city_id: konya.id, ac_power: 8500, ac_power_unit: 'MWe' },
          { project_name: 'Harita Konumsuz GES', ac_power: 8000, ac_power_unit: 'MWe' },
          { project_name: 'Harita Dış Şehir GES', city_id: outside.id, ac_power: 7500, ac_power_unit: 'MWe' },
        ])
        .returning({ id: projects.id });
      [placed.exact, placed.centre, placed.nowhere, placed.outside] = rows.map((r) => r.id) as [string, string, string, string];
    });

    it('answers premium members and trials only, in Turkish', async () => {
      for (const url of ['/api/map/projects', '/api/map/provinces']) {
        expect((await visitor().get(url)).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED', message: MAP_MESSAGES.loginRequired });
        expect((await member.get(url)).json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED', message: MAP_MESSAGES.premiumRequired });
        expect((await trial.get(url)).statusCode).toBe(200);
      }
    });

    it('sends the projects as columns, statuses named once, the largest first', async () => {
      const { body, markers } = await layer(premium);
      expect(Object.keys(body.markers)).toEqual(PROJECT_MARKER_FIELDS);
      expect(new Set(Object.values(body.markers).map((column) => (column as unknown[]).length))).toEqual(new Set([markers.length]));
      expect(body).toMatchObject({ capped: false, limit: PROJECT_MAP_LIMIT });
      // Every located project of the catalogue (each has a province or coordinates), once.
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM projects p LEFT JOIN cities c ON c.id = p.city_id WHERE p.latitude IS NOT NULL OR c.plate_code IS NOT NULL`,
      );
      expect(markers.length).toBe(n);
      expect(new Set(markers.map((m) => m.id)).size).toBe(markers.length);
      const powerOf = new Map((await ctx.db.select({ id: projects.id, kw: projects.ac_power_kw }).from(projects)).map((r) => [r.id, r.kw ?? -1]));
      const powers = markers.map((m) => powerOf.get(m.id)!);
      expect(powers).toEqual([...powers].sort((a, b) => b - a));
      // Each status once; every marker's index names its project's status.
      const statuses = await ctx.db.select().from(project_status_types);
      expect(new Set(body.statuses.map((s) => s.id)).size).toBe(body.statuses.length);
      const statusOf = new Map((await ctx.db.select({ id: projects.id, status: projects.status_type_id }).from(projects)).map((r) => [r.id, r.status]));
      for (const marker of markers) {
        const expected = statusOf.get(marker.id) ?? null;
        expect(marker.status === null ? null : body.statuses[marker.status]!.id).toBe(expected);
      }
      expect(body.statuses.every((s) => statuses.some((t) => t.id === s.id && t.name === s.name))).toBe(true);
    });

    it('places a project at its coordinates, else inside its province as approximate, else not at all', async () => {
      const { markers } = await layer(premium);
      const byId = new Map(markers.map((m) => [m.id, m]));
      expect(byId.get(placed.exact)).toMatchObject({ latitude: 38.4237, longitude: 27.1428, approximate: false });
      const [lat, lng] = PROVINCE_CENTRES[konya.plate_code!]!;
      expect(byId.get(placed.centre)).toMatchObject({ latitude: lat, longitude: lng, approximate: true });
      expect(byId.has(placed.nowhere)).toBe(false);
      expect(byId.has(placed.outside)).toBe(false);
    });

    it('filters as the project list does: city, type, status and search, and refuses a short search', async () => {
      const [type] = await ctx.db.select().from(project_types).limit(1);
      const [status] = await ctx.db.select().from(project_status_types).where(eq(project_status_types.name, COMMISSIONED_STATUS));
      await ctx.db.update(projects).set({ type_id: type!.id, status_type_id: status!.id }).where(eq(projects.id, placed.centre));
      const matching = async (where: ReturnType<typeof sql>) =>
        new Set((await queryRows<{ id: string }>(ctx.db, sql`SELECT p.id FROM projects p LEFT JOIN cities c ON c.id = p.city_id WHERE (p.latitude IS NOT NULL OR c.plate_code IS NOT NULL) AND ${where}`)).map((r) => r.id));

      const inKonya = await layer(premium, `?city_id=${konya.id}`);
      expect(new Set(inKonya.markers.map((m) => m.id))).toEqual(await matching(sql`p.city_id = ${konya.id}`));

      const combined = await layer(premium, `?city_id=${konya.id}&type_id=${type!.id}&status_type_id=${status!.id}`);
      expect(new Set(combined.markers.map((m) => m.id))).toEqual(await matching(sql`p.city_id = ${konya.id} AND p.type_id = ${type!.id} AND p.status_type_id = ${status!.id}`));
      expect(combined.markers.map((m) => m.id)).toContain(placed.centre);
      expect(combined.body.statuses).toEqual([{ id: status!.id, name: COMMISSIONED_STATUS }]);

      // The list's search: Turkish folding (İ/i, ı/I), a contains-match on the name.
      const search = await layer(premium, `?search=${encodeURIComponent('KOORDİNATLI')}`);
      expect(search.markers.map((m) => m.id)).toEqual([placed.exact]);

      // As in the list: a city id that is not a uuid is ignored; a search under 4 letters is refused.
      expect((await layer(premium, '?city_id=konya')).markers.length).toBe((await layer(premium)).markers.length);
      expect((await premium.get('/api/map/projects?search=ab')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: CATALOG_MESSAGES.searchTooShort });
    });

    it('sends at most its limit, the largest, and says it did', async () => {
      const all = await listProjectMarkers(ctx.db, {});
      const first = await listProjectMarkers(ctx.db, {}, 2);
      expect(first.capped).toBe(true);
      expect(first.markers.id).toEqual(all.markers.id.slice(0, 2));
      expect(first.markers.id).toEqual([placed.exact, placed.centre]);
      expect((await listProjectMarkers(ctx.db, {}, all.markers.id.length)).capped).toBe(false);
    });

    it('gives every province its catalogue sums and, where published, the official figure', async () => {
      const res = await premium.get('/api/map/provinces');
      expect(res.statusCode).toBe(200);
      const body = res.json<ProvinceFigures>();
      expect(body.provinces).toHaveLength(81);
      expect(body.provinces.map((p) => p.plate_code)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));

      const sums = await queryRows<{ city_id: string; n: number; mw: number; commissioned: number; commissioned_mw: number; unknown: number; commissioned_unknown: number }>(
        ctx.db,
        sql`SELECT p.city_id, count(*)::int AS n, (coalesce(sum(p.ac_power_kw), 0) / 1000)::float8 AS mw,
                   (count(*) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}))::int AS commissioned,
                   (coalesce(sum(p.ac_power_kw) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}), 0) / 1000)::float8 AS commissioned_mw,
                   (count(*) - count(p.ac_power_kw))::int AS unknown,
                   (count(*) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}) - count(p.ac_power_kw) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}))::int AS commissioned_unknown
            FROM projects p LEFT JOIN project_status_types s ON s.id = p.status_type_id GROUP BY p.city_id`,
      );
      const bySum = new Map(sums.map((s) => [s.city_id, s]));
      for (const province of body.provinces) {
        const sum = bySum.get(province.city_id);
        expect(province.projects, province.name).toBe(sum?.n ?? 0);
        expect(province.ac_mw, province.name).toBeCloseTo(sum?.mw ?? 0, 3);
        expect(province.commissioned_projects, province.name).toBe(sum?.commissioned ?? 0);
        expect(province.commissioned_ac_mw, province.name).toBeCloseTo(sum?.commissioned_mw ?? 0, 3);
        expect(province.unknown_power_projects, province.name).toBe(sum?.unknown ?? 0);
        expect(province.commissioned_unknown_power_projects, province.name).toBe(sum?.commissioned_unknown ?? 0);
      }
      // The seeded catalogue has provinces whose projects all lack their AC power: their sum is not known.
      expect(body.provinces.some((p) => p.projects > 0 && p.unknown_power_projects === p.projects)).toBe(true);
      // The project placed above counts in Konya (8 500 MWe, commissioned since the filter test).
      const konyaFigures = body.provinces.find((p) => p.city_id === konya.id)!;
      expect(konyaFigures.commissioned_ac_mw).toBeGreaterThanOrEqual(8500);
      // The city outside the provinces has no plate code and no row.
      expect(body.provinces.some((p) => p.city_id === outside.id)).toBe(false);

      // Published figures: the Ministry's, by month, with their sources; other provinces have none.
      expect(konyaFigures).toMatchObject({ official_mw: 1722.2, official_as_of: '2023-03' });
      expect(body.provinces.find((p) => p.name === 'Mersin')).toMatchObject({ official_mw: 217.5, official_as_of: '2022-03' });
      expect(body.provinces.find((p) => p.name === 'Bayburt')).toMatchObject({ official_mw: null, official_as_of: null });
      expect(body.provinces.filter((p) => p.official_mw !== null)).toHaveLength(11);
      expect(body.official_sources.map((s) => s.as_of)).toEqual(['2023-03', '2022-03']);
      expect(body.official_sources[0]!.source).toMatch(/\//);
    });

    it('marks a province whose sums include generated sample rows', async () => {
      const before = (await premium.get('/api/map/provinces')).json<ProvinceFigures>();
      expect(before.provinces.find((p) => p.city_id === izmir.id)!.includes_generated).toBe(false);
      await ctx.db.insert(projects).values({ project_name: 'Harita Örnek GES', city_id: izmir.id, is_generated: true, ac_power: 1, ac_power_unit: 'MWe' });
      const after = (await premium.get('/api/map/provinces')).json<ProvinceFigures>();
      expect(after.provinces.find((p) => p.city_id === izmir.id)!.includes_generated).toBe(true);
      expect(after.provinces.find((p) => p.city_id === konya.id)!.includes_generated).toBe(before.provinces.find((p) => p.city_id === konya.id)!.includes_generated);
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);
