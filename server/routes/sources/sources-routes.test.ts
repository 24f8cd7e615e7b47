import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, projects } from '../../db/schema/catalog';
import { company_sources, project_sources, station_sources } from '../../db/schema/provenance';
import { cities } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats } from '../../db/schema/statistics';
import { queryRows } from '../../db/query-rows';
import { forgetSamples, estimateMatches } from '../../services/catalog/page-with-total';
import { listProjects } from '../../services/catalog/list-projects';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Provenance shown to readers (docs/product-rules.md#provenance, decision 041): the public sources,
// each record's sources in its detail for every viewer who may open it, and the lists' source filter.

let counter = 0;

async function newSource(ctx: TestContext, values: Partial<typeof sources.$inferInsert> = {}) {
  const n = ++counter;
  const [row] = await ctx.db
    .insert(sources)
    .values({ key: `test-kaynak-${ctx.target}-${n}`, name: `Deneme Kaynağı ${n}`, licence: 'CC BY 4.0', url: `https://kaynak.example.com/${n}`, retrieved_on: '2024-03-01', ...values })
    .returning();
  return row!;
}

async function cityId(ctx: TestContext, name = 'Konya') {
  return (await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;
}

const SECRET = { investor: 'GIZLI-YATIRIMCI-AS', total_investment_cost: 987654321 };

describeOnEachDatabase(
  'sources shown to readers',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);

    it('lists every source publicly, official ones first, with licence, attribution and the ODbL notice', async () => {
      const res = await visitor().get('/api/sources');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { key: string; is_generated: boolean; licence: string; attribution: string | null; licence_url: string | null }[];
      const osm = items.find((s) => s.key === 'osm-power-grids-2017');
      expect(osm).toMatchObject({ licence: 'ODbL 1.0', licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/' });
      expect(osm!.attribution).toContain('© OpenStreetMap katkıda bulunanlar');
      expect(items.find((s) => s.key === 'wri-gppd-1.3.0')).toMatchObject({ licence: 'CC BY 4.0' });
      // Generated sample data comes after every official source.
      const firstGenerated = items.findIndex((s) => s.is_generated);
      expect(firstGenerated).toBeGreaterThan(0);
      expect(items.slice(firstGenerated).every((s) => s.is_generated)).toBe(true);
    });

    it("shows a project's and a company's sources to every viewer, with no premium field beside them", async () => {
      const gppd = await newSource(ctx, { name: 'WRI Global Power Plant Database v1.3.0' });
      const sample = await newSource(ctx, { name: 'Örnek kaynak', licence: 'Örnek veri — resmî değil', is_generated: true, url: null });
      const [company] = await ctx.db.insert(companies).values({ company_name: `Kaynaklı Firma ${++counter}`, is_verified: true, email: 'gizli@example.com' }).returning();
      const [project] = await ctx.db.insert(projects).values({ project_name: `Kaynaklı GES ${counter}`, is_verified: true, ...SECRET }).returning();
      await ctx.db.insert(project_sources).values([
        { project_id: project!.id, source_id: sample.id, verified_on: '2025-06-01' },
        { project_id: project!.id, source_id: gppd.id, external_key: `WRI${counter}`, verified_on: '2021-05-04' },
      ]);
      await ctx.db.insert(company_sources).values({ company_id: company!.id, source_id: gppd.id, verified_on: '2022-01-10' });

      const free = await signedInMember(ctx, 'kaynak');
      const premium = await signedInMember(ctx, 'kaynak', { premium: true, balance: 100 });
      for (const [client, access] of [
        [visitor(), 'locked'],
        [free.client, 'locked'],
        [premium.client, 'payment_required'],
      ] as const) {
        const res = await client.get(`/api/projects/${project!.id}`);
        expect(res.json().access).toBe(access);
        // Official first, then the generated one, each with its own verification date.
        expect(res.json().project.sources).toEqual([
          { id: gppd.id, name: gppd.name, licence: 'CC BY 4.0', url: gppd.url, is_generated: false, verified_on: '2021-05-04', retrieved_on: '2024-03-01' },
          { id: sample.id, name: 'Örnek kaynak', licence: 'Örnek veri — resmî değil', url: null, is_generated: true, verified_on: '2025-06-01', retrieved_on: '2024-03-01' },
        ]);
        expect(res.body).not.toContain('GIZLI');
        expect(res.body).not.toContain('987654321');
        const firm = await client.get(`/api/companies/${company!.id}`);
        expect(firm.json().company.sources).toEqual([expect.objectContaining({ id: gppd.id, verified_on: '2022-01-10' })]);
        expect(firm.json().company).not.toHaveProperty('email');
      }
      // Opened, the full detail keeps the same sources.
      const opened = await premium.client.post(`/api/projects/${project!.id}/open`, { expected_cost: 40 });
      expect(opened.json().project).toMatchObject({ investor: 'GIZLI-YATIRIMCI-AS', sources: [{ id: gppd.id }, { id: sample.id }] });
      // A record with no link says so with an empty list, not a missing key.
      const [bare] = await ctx.db.insert(projects).values({ project_name: `Kaynaksız GES ${counter}` }).returning();
      expect((await visitor().get(`/api/projects/${bare!.id}`)).json().project.sources).toEqual([]);
    });

    it('filters projects and companies by source as a premium filter, priced and charged like the others', async () => {
      const source = await newSource(ctx);
      const other = await newSource(ctx);
      const linked = await ctx.db
        .insert(projects)
        .values([1, 2, 3].map((i) => ({ project_name: `Filtre GES ${counter}-${i}` })))
        .returning();
      const [unlinked] = await ctx.db.insert(projects).values({ project_name: `Filtresiz GES ${counter}` }).returning();
      await ctx.db.insert(project_sources).values(linked.map((p) => ({ project_id: p.id, source_id: source.id, verified_on: '2024-01-01' })));
      await ctx.db.insert(project_sources).values({ project_id: unlinked!.id, source_id: other.id, verified_on: '2024-01-01' });
      const [firm] = await ctx.db.insert(companies).values({ company_name: `Filtre Firma ${counter}` }).returning();
      await ctx.db.insert(company_sources).values({ company_id: firm!.id, source_id: source.id, verified_on: '2024-01-01' });

      // Filters are premium (docs/product-rules.md#catalogue): a visitor and a member are refused.
      expect((await visitor().get(`/api/projects?source_id=${source.id}`)).json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED', details: { feature: 'filter' } });
      const free = await signedInMember(ctx, 'kaynak-filtre');
      expect((await free.client.get(`/api/companies?source_id=${source.id}`)).json()).toMatchObject({ statusCode: 403, details: { feature: 'filter' } });

      const { client } = await signedInMember(ctx, 'kaynak-filtre', { premium: true, balance: 100 });
      expect((await client.get(`/api/projects?source_id=${source.id}`)).json()).toMatchObject({ statusCode: 402, details: { costs: [{ cost_key: 'filter', amount: 15 }] } });
      const paid = await client.post('/api/projects/list', { source_id: source.id, quoted_total: 15 });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().charges).toEqual([{ cost_key: 'filter', amount: 15, balance: 85 }]);
      expect(paid.json().items.map((p: { id: string }) => p.id).sort()).toEqual(linked.map((p) => p.id).sort());
      expect(paid.json().total).toBe(3);
      // Combined with another filter, and sorted by name.
      const named = await client.post('/api/projects/list', { source_id: source.id, search: `Filtre GES ${counter}-2`, sort: 'project_name', dir: 'asc', quoted_total: 15 });
      expect(named.json().items.map((p: { project_name: string }) => p.project_name)).toEqual([`Filtre GES ${counter}-2`]);

      const firms = await client.post('/api/companies/list', { source_id: source.id, quoted_total: 15 });
      expect(firms.json().items.map((c: { id: string }) => c.id)).toEqual([firm!.id]);

      // A malformed id is ignored like the other id filters: the free first page.
      const ignored = await visitor().get('/api/projects?source_id=bir-kaynak');
      expect(ignored.statusCode).toBe(200);
      expect(ignored.json().charges).toEqual([]);
    });

    it('estimates a source filter on a big table from the sampled links, like the other filters', async () => {
      const source = await newSource(ctx);
      const made = await ctx.db
        .insert(projects)
        .values(Array.from({ length: 40 }, (_, i) => ({ project_name: `Örneklem GES ${counter}-${i}` })))
        .returning({ id: projects.id });
      await ctx.db.insert(project_sources).values(made.slice(0, 30).map((p) => ({ project_id: p.id, source_id: source.id, verified_on: '2024-01-01' })));
      await ctx.db.execute(sql`ANALYZE projects`);
      forgetSamples(ctx.db);
      const [{ n }] = (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM projects`)) as [{ n: number }];
      // Every row sampled (sampleRows above the table): the estimate is the exact share.
      const spec = { table: projects, filterable: [], link: { table: project_sources, record: project_sources.project_id, source: project_sources.source_id, id: projects.id }, filter: [{ link: { table: project_sources, record: project_sources.project_id, source: project_sources.source_id, id: projects.id }, source: source.id }] };
      const estimate = await estimateMatches(ctx.db, spec, { sampleAbove: 1, sampleRows: n * 100 });
      expect(estimate).not.toBeNull();
      expect(Math.abs(estimate! - 30)).toBeLessThanOrEqual(Math.ceil(n * 0.05));
      // The page read with that estimate holds exactly the linked rows.
      const page = await listProjects(ctx.db, { source_id: source.id, sort: 'updated_at', dir: 'desc', page: 1 }, { sampleAbove: 1, sampleRows: n * 100 });
      expect(page.items).toHaveLength(10);
      const all = new Set(made.slice(0, 30).map((p) => p.id));
      expect(page.items.every((p) => all.has(p.id))).toBe(true);
      forgetSamples(ctx.db);
    });

    it("shows a station's sources, its figures' sources and the list page's sources, and filters the list by source", async () => {
      const tm = await newSource(ctx, { name: 'Dağıtım şirketi kapasite tablosu', licence: 'Kamuya açık bilgi', retrieved_on: '2025-01-15' });
      const osm = await newSource(ctx, { name: 'OSM deneme', licence: 'ODbL 1.0' });
      const sample = await newSource(ctx, { name: 'Örnek kapasite', is_generated: true, licence: 'Örnek veri — resmî değil' });
      const [station] = await ctx.db
        .insert(transformer_station_definitions)
        .values({ city_id: await cityId(ctx), station_name: `Kaynaklı TM ${++counter}`, latitude: 37.9, longitude: 32.5 })
        .returning();
      await ctx.db.insert(station_sources).values({ station_id: station!.id, source_id: osm.id, external_key: `node/${counter}`, verified_on: '2017-01-01' });
      const [shown, earlier] = await ctx.db
        .insert(transformer_station_capacities)
        .values([
          { station_id: station!.id, year: 2099, month: 5, available_capacity: 12.5, source_id: tm.id, verified_on: '2099-05-20' },
          { station_id: station!.id, year: 2099, month: 4, available_capacity: 10, source_id: sample.id, is_generated: true },
        ])
        .returning();

      const detail = (await visitor().get(`/api/stations/${shown!.id}`)).json();
      expect(detail.locked).toBe(true);
      expect(detail.location).toBeNull();
      expect(detail.sources).toEqual([expect.objectContaining({ id: osm.id, verified_on: '2017-01-01' })]);
      // The figure shown first, then the chart's other figures' sources.
      expect(detail.capacity_sources).toEqual([
        expect.objectContaining({ id: tm.id, verified_on: '2099-05-20', is_generated: false }),
        expect.objectContaining({ id: sample.id, verified_on: null, is_generated: true }),
      ]);
      const older = (await visitor().get(`/api/stations/${earlier!.id}`)).json();
      expect(older.capacity_sources.map((s: { id: string }) => s.id)).toEqual([sample.id, tm.id]);

      // The list is open to every tier, its source filter too; the page credits what it shows.
      const byFigure = (await visitor().get(`/api/stations?source_id=${tm.id}`)).json();
      expect(byFigure.items.map((i: { id: string }) => i.id)).toEqual([shown!.id]);
      expect(byFigure.sources.map((s: { id: string }) => s.id)).toEqual([tm.id, osm.id]);
      const byStation = (await visitor().get(`/api/stations?source_id=${osm.id}&year=2099`)).json();
      expect(byStation.items.map((i: { id: string }) => i.id)).toEqual([shown!.id, earlier!.id]);
      expect(byStation.total).toBe(2);
      expect(new Set(byStation.sources.map((s: { id: string }) => s.id))).toEqual(new Set([tm.id, osm.id, sample.id]));
      const unrelated = await newSource(ctx);
      expect((await visitor().get(`/api/stations?source_id=${unrelated.id}`)).json()).toMatchObject({ items: [], total: 0, sources: [] });
    });

    it('names the sources of the statistics, each once and dated by its newest figure', async () => {
      const teias = await newSource(ctx, { name: 'TEİAŞ kurulu güç istatistikleri', licence: 'Kamuya açık bilgi', retrieved_on: '2025-02-01' });
      const base = { total_electric_power: 100, total_renewable_power: 50, total_solar_power: 20, total_licensed_solar: 5, total_unlicensed_solar: 15 };
      await ctx.db.delete(installed_power_stats);
      await ctx.db.insert(installed_power_stats).values([
        { ...base, year: 2024, month: 11, source_id: teias.id, verified_on: '2024-12-10' },
        { ...base, year: 2024, month: 12, source_id: teias.id, verified_on: '2025-01-10' },
        { ...base, year: 2025, month: 1 },
      ]);
      const res = (await visitor().get('/api/statistics/installed-power')).json();
      expect(res.sources).toEqual([expect.objectContaining({ id: teias.id, name: teias.name, verified_on: '2025-01-10' })]);
      expect(res.items.map((i: { source_id: string | null }) => i.source_id)).toEqual([null, teias.id, teias.id]);
      expect((await visitor().get('/api/statistics/installed-power?year=2025')).json().sources).toEqual([]);
    });
  },
);
