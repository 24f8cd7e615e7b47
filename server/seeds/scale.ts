import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema/catalog';
import { readSeedCsv } from './csv';
import { CAPACITY_MONTHS } from './real-data-files';
import { capacityMonths, operatorTerritories } from './station-territories';
import { loadReferenceIds } from './reference-lookup';

// Load-test data for `npm run seed -- --scale N`: N projects, N/10 companies, N/100 stations with
// 12 monthly capacities each, every row is_generated = true. Rows are made inside PostgreSQL with
// INSERT ... SELECT FROM generate_series (random picks of reference ids in SQL), so 100,000
// projects take seconds, not a round trip per row. Names combine Turkish words with real province
// and district names and a number, so trigram search sees realistic, varied text. Reference lists
// are picked from in the order of their names, not of their ids (random per database), so that with
// a `seed` a fresh database gets the same rows.

export interface ScaleSeedResult {
  projects: number;
  companies: number;
  stations: number;
  capacities: number;
}

/** Rows per INSERT ... SELECT: bounds one statement's memory and WAL on a large N. */
const PROJECT_CHUNK = 25_000;
const SCALE_MONTHS = 12;

const NAME_WORDS = [
  'Güneş', 'Işık', 'Ova', 'Yayla', 'Bereket', 'Gündoğdu', 'Tepe', 'Şafak', 'Altın', 'Yıldız',
  'Kuzey', 'Ege', 'Toros', 'Anadolu', 'Pınar', 'Çınar', 'Başak', 'Umut', 'Ilgaz', 'Kardelen',
  'Bozkır', 'Çağlayan', 'Doğu', 'Kervan', 'Ufuk', 'Yeşil', 'Zirve', 'Gökkuşağı', 'Kayı', 'Sarıçiçek',
];
const PLANT_WORDS = ['GES', 'Güneş Enerji Santrali', 'Solar Park', 'Enerji Tarlası', 'GES Projesi'];
const COMPANY_WORDS = ['Güneş', 'Solar', 'Enerji', 'Elektrik', 'Yenilenebilir Enerji', 'Enerji Teknolojileri', 'Mühendislik'];
const COMPANY_SUFFIXES = ['A.Ş.', 'Ltd. Şti.', 'Üretim A.Ş.', 'Yatırım A.Ş.', 'San. ve Tic. A.Ş.'];

/** `array[random index]` of an array column, for a random value r in [0, 1). */
const pickFrom = (array: SQL, r: SQL): SQL => sql`(${array})[1 + floor(${r} * cardinality(${array}))::int]`;

/** A random entry of a list of words, passed as parameters. */
const pickWord = (values: readonly string[], r: SQL): SQL =>
  sql`(ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[])[1 + floor(${r} * ${values.length}::int)::int]`;

export interface ScaleSeedOptions {
  /**
   * Seeds PostgreSQL's random() (`setseed`, -1 to 1): the same rows, in the same order and blocks, on
   * every run of a fresh database. A test whose outcome rests on a sample of the rows uses it.
   */
  seed?: number;
}

export async function seedScale(db: Db, n: number, options: ScaleSeedOptions = {}): Promise<ScaleSeedResult> {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`seedScale: n must be a positive integer, got ${n}`);
  const { seed } = options;
  if (seed !== undefined && !(seed >= -1 && seed <= 1)) throw new RangeError(`seedScale: seed must be between -1 and 1, got ${seed}`);
  const result: ScaleSeedResult = {
    projects: n,
    companies: Math.max(1, Math.floor(n / 10)),
    stations: Math.max(1, Math.floor(n / 100)),
    capacities: 0,
  };
  result.capacities = result.stations * SCALE_MONTHS;
  // Generated stations in a province a listed distribution company serves get that operator.
  const territories = operatorTerritories(await readSeedCsv('distribution_companies_partial.csv'), await loadReferenceIds(db));
  const operatorByCity = new Map(territories.map((t) => [t.cityId, t.operator] as const));

  await db.transaction(async (tx) => {
    // One connection runs every statement below, so one setseed makes all their random() picks repeat.
    if (seed !== undefined) await tx.execute(sql`SELECT setseed(${seed})`);
    // Numbering continues after earlier runs, so names stay distinct across runs.
    const [previous] = await tx.select({ n: count() }).from(projects).where(eq(projects.is_generated, true));
    const first = (previous?.n ?? 0) + 1;
    await insertCompanies(tx, result.companies);
    for (let from = 0; from < n; from += PROJECT_CHUNK) {
      await insertProjects(tx, first + from, first + Math.min(n, from + PROJECT_CHUNK) - 1);
    }
    await insertStations(tx, result.stations, operatorByCity);
  });
  return result;
}

async function insertCompanies(db: Db, howMany: number): Promise<void> {
  await db.execute(sql`
    WITH ref AS (
      SELECT (SELECT array_agg(id ORDER BY name) FROM cities) AS city_ids,
             (SELECT array_agg(name ORDER BY name) FROM cities) AS city_names,
             (SELECT array_agg(id ORDER BY name) FROM company_activity_types) AS activities,
             (SELECT array_agg(id ORDER BY name) FROM company_product_types) AS products
    ), g AS MATERIALIZED (
      SELECT i, 1 + floor(random() * cardinality(ref.city_ids))::int AS c,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6
      FROM generate_series(1, ${howMany}::int) AS i, ref
    )
    INSERT INTO companies (company_name, city_id, activity_type_id, product_type_id, establishment_year,
                           is_verified, is_generated, created_at)
    SELECT ref.city_names[g.c] || ' ' || ${pickWord(NAME_WORDS, sql`g.r1`)} || ' '
             || ${pickWord(COMPANY_WORDS, sql`g.r2`)} || ' ' || ${pickWord(COMPANY_SUFFIXES, sql`g.r3`)},
           ref.city_ids[g.c],
           ${pickFrom(sql`ref.activities`, sql`g.r4`)},
           ${pickFrom(sql`ref.products`, sql`g.r5`)},
           1990 + floor(g.r6 * 36)::int,
           g.r1 < 0.5,
           true,
           now() - g.r2 * interval '4 years'
    FROM g, ref`);
}

async function insertProjects(db: Db, from: number, to: number): Promise<void> {
  // District and city come from the same array position, so the pair always matches (composite FK).
  await db.execute(sql`
    WITH ref AS (
      SELECT d.district_ids, d.city_ids, d.city_names, d.district_names,
             (SELECT array_agg(id ORDER BY name) FROM project_types) AS types,
             (SELECT array_agg(id ORDER BY name) FROM project_status_types) AS statuses,
             (SELECT array_agg(id ORDER BY name) FROM project_locations) AS locations,
             (SELECT array_agg(id) FROM companies WHERE is_generated) AS companies
      FROM (SELECT array_agg(d.id ORDER BY c.name, d.name) AS district_ids, array_agg(d.city_id ORDER BY c.name, d.name) AS city_ids,
                   array_agg(c.name ORDER BY c.name, d.name) AS city_names, array_agg(d.name ORDER BY c.name, d.name) AS district_names
            FROM districts d JOIN cities c ON c.id = d.city_id) AS d
    ), g AS MATERIALIZED (
      SELECT i, 1 + floor(random() * cardinality(ref.district_ids))::int AS k,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
             random() AS r7, random() AS r8, random() AS r9, random() AS r10, random() AS r11, random() AS r12
      FROM generate_series(${from}::int, ${to}::int) AS i, ref
    ), p AS (
      -- Most generated plants are rooftop-sized (kWp), the rest utility-scale (MWp).
      SELECT g.*, g.r5 < 0.55 AS small,
             CASE WHEN g.r5 < 0.55 THEN round((30 + g.r6 * 970)::numeric, 3)
                  ELSE round((1 + g.r6 * g.r6 * 249)::numeric, 3) END AS dc
      FROM g
    )
    INSERT INTO projects (project_name, type_id, status_type_id, location_id, city_id, district_id,
                          dc_power, dc_power_unit, ac_power, ac_power_unit, storage_capacity, storage_capacity_unit,
                          project_start_date, is_verified, investor_company_id, contractor_company_id,
                          pv_module_company_id, is_generated, created_at, updated_at)
    SELECT CASE WHEN p.r1 < 0.5 THEN ref.city_names[p.k] ELSE ref.district_names[p.k] END
             || ' ' || ${pickWord(NAME_WORDS, sql`p.r2`)} || ' ' || ${pickWord(PLANT_WORDS, sql`p.r3`)}
             || ' ' || p.i,
           ${pickFrom(sql`ref.types`, sql`p.r4`)},
           ${pickFrom(sql`ref.statuses`, sql`p.r7`)},
           ${pickFrom(sql`ref.locations`, sql`p.r8`)},
           ref.city_ids[p.k],
           ref.district_ids[p.k],
           p.dc,
           (CASE WHEN p.small THEN 'kWp' ELSE 'MWp' END)::dc_power_unit,
           round(p.dc * (0.78 + p.r9 * 0.17)::numeric, 3),
           (CASE WHEN p.small THEN 'kWe' ELSE 'MWe' END)::ac_power_unit,
           CASE WHEN p.r10 < 0.12 THEN round(p.dc * (0.5 + p.r10 * 8)::numeric, 3) END,
           (CASE WHEN p.small THEN 'kWh' ELSE 'MWh' END)::storage_capacity_unit,
           date '2016-01-01' + floor(p.r11 * 3600)::int,
           p.r12 < 0.5,
           CASE WHEN p.r1 < 0.35 THEN ${pickFrom(sql`ref.companies`, sql`p.r12`)} END,
           CASE WHEN p.r2 < 0.25 THEN ${pickFrom(sql`ref.companies`, sql`p.r9`)} END,
           CASE WHEN p.r3 < 0.15 THEN ${pickFrom(sql`ref.companies`, sql`p.r11`)} END,
           true,
           now() - p.r6 * interval '3 years',
           now() - p.r6 * p.r7 * interval '3 years'
    FROM p, ref`);
}

async function insertStations(db: Db, howMany: number, operatorByCity: Map<string, string>): Promise<void> {
  const months = capacityMonths().slice(CAPACITY_MONTHS - SCALE_MONTHS);
  const monthRows = sql.join(
    months.map((m) => sql`(${m.year}::smallint, ${m.month}::smallint)`),
    sql`, `,
  );
  const operatorRows = operatorByCity.size
    ? sql.join(
        [...operatorByCity].map(([cityId, operator]) => sql`(${cityId}::uuid, ${operator})`),
        sql`, `,
      )
    : sql`(NULL::uuid, NULL::text)`;
  // The capacity rows point at stations inserted by the same statement (data-modifying CTE).
  await db.execute(sql`
    WITH ref AS (
      SELECT array_agg(d.id ORDER BY c.name, d.name) AS district_ids, array_agg(d.city_id ORDER BY c.name, d.name) AS city_ids,
             array_agg(d.name ORDER BY c.name, d.name) AS district_names
      FROM districts d JOIN cities c ON c.id = d.city_id
    ), g AS MATERIALIZED (
      SELECT i, 1 + floor(random() * cardinality(ref.district_ids))::int AS k,
             -- Level 0 = YG, 1-3 = OG (most common), 4 = AG.
             floor(random() * 5)::int AS level,
             random() AS r1, random() AS r2, random() AS r3
      FROM generate_series(1, ${howMany}::int) AS i, ref
    ), s AS (
      INSERT INTO transformer_station_definitions (city_id, station_name, busbar, operator, connection_level,
                                                   latitude, longitude, is_generated)
      SELECT ref.city_ids[g.k],
             ref.district_names[g.k] || ' TM ' || g.i,
             CASE g.level WHEN 0 THEN '154 kV Bara ' || (ARRAY['A', 'B'])[1 + floor(g.r1 * 2)::int]
                          WHEN 4 THEN '0,4 kV Bara'
                          ELSE '34,5 kV Bara ' || (ARRAY['A', 'B', 'C'])[1 + floor(g.r1 * 3)::int] END,
             ops.operator,
             CASE g.level WHEN 0 THEN 'YG (154 kV)' WHEN 4 THEN 'AG (0,4 kV)' ELSE 'OG (34,5 kV)' END,
             -- Load-test points: inland Anatolia, not the named district's real position.
             CASE WHEN g.r2 < 0.8 THEN round((37.5 + g.r2 * 3)::numeric, 6) END,
             CASE WHEN g.r2 < 0.8 THEN round((29 + g.r3 * 13)::numeric, 6) END,
             true
      FROM g CROSS JOIN ref
      LEFT JOIN (VALUES ${operatorRows}) AS ops(city_id, operator) ON ops.city_id = ref.city_ids[g.k]
      RETURNING id, connection_level
    )
    INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity, is_generated)
    SELECT s.id, m.year, m.month,
           round((random() * CASE s.connection_level WHEN 'YG (154 kV)' THEN 150 WHEN 'AG (0,4 kV)' THEN 3 ELSE 45 END)::numeric, 2),
           true
    FROM s CROSS JOIN (VALUES ${monthRows}) AS m(year, month)`);
}
