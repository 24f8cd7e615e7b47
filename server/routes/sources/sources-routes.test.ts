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
import { parse } from 'csv-parse/sync';
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
      const gppd = await newSource(ctx, { name: 'WRI Global Power Plant Database v1.3.0', data_date: '2019-12-31' });
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
          { id: gppd.id, name: gppd.name, licence: 'CC BY 4.0', url: gppd.url, is_generated: false, verified_on: '2021-05-04', retrieved_on: '2024-03-01', data_date: '2019-12-31', citations: [] },
          { id: sample.id, name: 'Örnek kaynak', licence: 'Örnek veri — resmî değil', url: null, is_generated: true, verified_on: '2025-06-01', retrieved_on: '2024-03-01', data_date: null, citations: [] },
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

    it("dates each record by its data's own date, the row's own before its source's, and names the row's own pages", async () => {
      const yeka = await newSource(ctx, { name: 'YEKA sonuçları deneme', licence: 'Kamuya açık bilgi', url: null, retrieved_on: '2026-11-26', data_date: '2025-11-25' });
      const gppd = await newSource(ctx, { name: 'GPPD deneme', retrieved_on: '2026-11-26', data_date: '2019-12-31' });
      const [project] = await ctx.db.insert(projects).values({ project_name: `Tarihli GES ${++counter}`, is_verified: false }).returning();
      await ctx.db.insert(project_sources).values([
        {
          project_id: project!.id,
          source_id: yeka.id,
          verified_on: '2026-11-26',
          data_date: '2021-04-26',
          citation: 'm.star.com.tr/ekonomi/yeka-haber-1626058 ; www.aa.com.tr/tr/ekonomi/yeka (AA)',
        },
        { project_id: project!.id, source_id: gppd.id, verified_on: '2026-11-26' },
      ]);
      const [company] = await ctx.db.insert(companies).values({ company_name: `Tarihli Firma ${counter}` }).returning();
      await ctx.db.insert(company_sources).values({ company_id: company!.id, source_id: gppd.id, verified_on: '2026-11-26' });

      const refs = (await visitor().get(`/api/projects/${project!.id}`)).json().project.sources;
      // Same verification day: by name.
      expect(refs).toEqual([
        expect.objectContaining({ id: gppd.id, retrieved_on: '2026-11-26', data_date: '2019-12-31', citations: [] }),
        expect.objectContaining({
          id: yeka.id,
          retrieved_on: '2026-11-26',
          data_date: '2021-04-26',
          citations: [
            { publisher: 'star.com.tr', url: 'https://m.star.com.tr/ekonomi/yeka-haber-1626058' },
            { publisher: 'aa.com.tr', url: 'https://www.aa.com.tr/tr/ekonomi/yeka' },
          ],
        }),
      ]);
      expect((await visitor().get(`/api/companies/${company!.id}`)).json().company.sources).toEqual([expect.objectContaining({ data_date: '2019-12-31' })]);
      // The sources page gives both dates.
      const listed = (await visitor().get('/api/sources')).json().items.find((s: { id: string }) => s.id === gppd.id);
      expect(listed).toMatchObject({ retrieved_on: '2026-11-26', data_date: '2019-12-31' });
      // The seeded sources carry their data's own date, not the day they were read.
      const seeded = (await visitor().get('/api/sources')).json().items as { key: string; data_date: string | null; retrieved_on: string | null }[];
      expect(seeded.find((s) => s.key === 'wri-gppd-1.3.0')).toMatchObject({ data_date: '2019-12-31', retrieved_on: '2026-11-26' });
      expect(seeded.find((s) => s.key === 'osm-power-grids-2017')).toMatchObject({ data_date: '2017-01-31' });
    });

    it('offers the stations derived from OpenStreetMap to everyone under ODbL, as CSV and GeoJSON, with the attribution and no capacity', async () => {
      const osm = await newSource(ctx, { name: 'OSM indirme deneme', licence: 'ODbL 1.0', publisher: 'OpenStreetMap katkıda bulunanlar', attribution: '© OpenStreetMap katkıda bulunanlar' });
      const other = await newSource(ctx, { name: 'Dağıtım tablosu deneme', publisher: 'MEDAŞ' });
      const city = await cityId(ctx);
      const [fromOsm, ours] = await ctx.db
        .insert(transformer_station_definitions)
        .values([
          { city_id: city, station_name: `OSM İndirme TM ${++counter}`, operator: 'TEİAŞ', connection_level: '154 kV', latitude: 37.912345, longitude: 32.51 },
          { city_id: city, station_name: `Dağıtım TM ${counter}`, operator: 'MEDAŞ', latitude: 37.5, longitude: 32.1 },
        ])
        .returning();
      await ctx.db.insert(station_sources).values([
        { station_id: fromOsm!.id, source_id: osm.id, external_key: `osm-${counter}`, verified_on: '2026-11-26' },
        { station_id: ours!.id, source_id: other.id, verified_on: '2026-11-26' },
      ]);
      await ctx.db.insert(transformer_station_capacities).values({ station_id: fromOsm!.id, year: 2099, month: 1, available_capacity: 765.43, source_id: other.id });

      const csv = await visitor().get('/api/sources/openstreetmap-stations.csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain('attachment; filename="gunesveri-openstreetmap-trafo-merkezleri.csv"');
      expect(csv.body).toContain('#,© OpenStreetMap katkıda bulunanlar (https://www.openstreetmap.org/copyright)');
      expect(csv.body).toContain('https://opendatacommons.org/licenses/odbl/1-0/');
      const rows = parse(csv.body, { bom: true, comment: '#', columns: true, skip_empty_lines: true }) as Record<string, string>[];
      const row = rows.find((r) => r['Trafo merkezi'] === fromOsm!.station_name);
      expect(row).toEqual({ 'OSM düğümü': `osm-${counter}`, 'Trafo merkezi': fromOsm!.station_name, Gerilim: '154 kV', İşletmeci: 'TEİAŞ', Enlem: '37.912345', Boylam: '32.51', İl: 'Konya' });
      expect(rows.some((r) => r['Trafo merkezi'] === ours!.station_name)).toBe(false);
      expect(csv.body).not.toContain('765');

      const geo = await visitor().get('/api/sources/openstreetmap-stations.geojson');
      expect(geo.statusCode).toBe(200);
      expect(geo.headers['content-type']).toContain('application/geo+json');
      const collection = geo.json();
      expect(collection).toMatchObject({ type: 'FeatureCollection', attribution: expect.stringContaining('© OpenStreetMap katkıda bulunanlar'), license: 'Open Database License (ODbL) 1.0' });
      const feature = collection.features.find((f: { properties: { name: string } }) => f.properties.name === fromOsm!.station_name);
      expect(feature).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [32.51, 37.912345] },
        properties: { osm_id: `osm-${counter}`, name: fromOsm!.station_name, voltage: '154 kV', operator: 'TEİAŞ', province: 'Konya', attribution: expect.stringContaining('OpenStreetMap'), license: 'Open Database License (ODbL) 1.0' },
      });
      expect(geo.body).not.toContain(ours!.station_name);
      expect(geo.body).not.toContain('765');
    });

    it("marks the map's markers whose position comes from OpenStreetMap, so the map shows OSM's notice", async () => {
      const osm = await newSource(ctx, { name: 'OSM harita deneme', licence: 'ODbL 1.0', publisher: 'OpenStreetMap katkıda bulunanlar' });
      const city = await cityId(ctx);
      const [fromOsm, ours] = await ctx.db
        .insert(transformer_station_definitions)
        .values([
          { city_id: city, station_name: `OSM Harita TM ${++counter}`, latitude: 37.8, longitude: 32.4 },
          { city_id: city, station_name: `Bizim Harita TM ${counter}`, latitude: 37.7, longitude: 32.3 },
        ])
        .returning();
      await ctx.db.insert(station_sources).values({ station_id: fromOsm!.id, source_id: osm.id, verified_on: '2026-11-26' });
      await ctx.db.insert(transformer_station_capacities).values([
        { station_id: fromOsm!.id, year: 2099, month: 2, available_capacity: 1 },
        { station_id: ours!.id, year: 2099, month: 2, available_capacity: 2 },
      ]);
      const [osmPlant, ourPlant] = await ctx.db
        .insert(projects)
        .values([
          { project_name: `OSM Harita GES ${counter}`, city_id: city, latitude: 37.6, longitude: 32.2 },
          { project_name: `Bizim Harita GES ${counter}`, city_id: city, latitude: 37.5, longitude: 32.1 },
        ])
        .returning();
      await ctx.db.insert(project_sources).values({ project_id: osmPlant!.id, source_id: osm.id, verified_on: '2026-11-26' });

      const { client } = await signedInMember(ctx, 'osm-harita', { premium: true });
      const stations = (await client.get('/api/stations/map?year=2099&month=2')).json() as { station_id: string[]; osm: boolean[] };
      const osmOf = (id: string) => stations.osm[stations.station_id.indexOf(id)];
      expect(osmOf(fromOsm!.id)).toBe(true);
      expect(osmOf(ours!.id)).toBe(false);
      const layer = (await client.get(`/api/map/projects?search=${encodeURIComponent('Harita GES ' + counter)}`)).json() as { markers: { id: string[]; osm: boolean[] } };
      expect(layer.markers.osm[layer.markers.id.indexOf(osmPlant!.id)]).toBe(true);
      expect(layer.markers.osm[layer.markers.id.indexOf(ourPlant!.id)]).toBe(false);
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
