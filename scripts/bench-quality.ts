import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/query-rows';
import { seedReference } from '../server/seeds/reference';
import { seedScale } from '../server/seeds/scale';
import { seedSources } from '../server/seeds/sources';
import { rescanRecords, scanAll } from '../server/services/quality/duplicates';
import { freshBenchDatabase } from './bench-database';

// npm run bench:quality [-- --projects 35000 --stations 5000 --copies 500 --db pglite,postgres]
// Duplicate candidates at Turkey's scale (docs/decisions/065-duplicate-candidates.md, docs/benchmarks.md):
// a full scan of 35 000 projects and 5 000 stations (with the scale seed's companies) in ≤ 10 s. On a fresh
// database: the scale seed's projects (given positions inland, 80 % of them), its stations topped up to
// `stations`, and `copies` planted copies of random plants 20 m away under a variant of their name, which
// the scan must all find. Then one record's rescan and a rescan of 1 000 records (what an import's
// commit queues).

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '35000' },
    stations: { type: 'string', default: '5000' },
    copies: { type: 'string', default: '500' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const projectCount = Number(values.projects);
const stationCount = Number(values.stations);
const copyCount = Number(values.copies);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);
const load = () => os.loadavg()[0]!.toFixed(1);

/**
 * CPU seconds spent so far by the database: this process for the embedded one, the server's processes
 * of the bench database for PostgreSQL (read from /proc, so only when the server runs on this
 * machine; NaN otherwise). On a shared machine the wall time follows the load, the CPU time much less.
 */
async function databaseCpu(database: Database): Promise<number> {
  if (database.kind === 'pglite') {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  }
  const backends = await queryRows<{ pid: number }>(database.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  }
  return ticks / 100;
}


async function seed(database: Database) {
  const { db } = database;
  await seedReference(db);
  await seedSources(db);
  await seedScale(db, projectCount, { seed: 0.65 });
  await db.execute(sql`SELECT setseed(0.65)`);
  // Load-test positions: inland Anatolia, as the scale seed places its stations.
  await db.execute(sql`UPDATE projects SET latitude = round((37 + random() * 3.5)::numeric, 6), longitude = round((28 + random() * 15)::numeric, 6) WHERE random() < 0.8`);
  const [{ n: stations } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM transformer_station_definitions`);
  await db.execute(sql`
    WITH d AS (SELECT array_agg(city_id ORDER BY name, id) AS cities, array_agg(name ORDER BY name, id) AS names FROM districts),
    g AS MATERIALIZED (SELECT i, 1 + floor(random() * cardinality(d.names))::int AS k FROM generate_series(1, ${Math.max(0, stationCount - stations)}::int) AS i, d)
    INSERT INTO transformer_station_definitions (city_id, station_name, latitude, longitude, is_generated)
    SELECT d.cities[g.k], d.names[g.k] || ' TM ' || (${stations}::int + g.i), round((37.5 + random() * 3)::numeric, 6), round((29 + random() * 13)::numeric, 6), true
    FROM g, d`);
  // The planted copies: 20 m north, the name spelled another way.
  await db.execute(sql`
    INSERT INTO projects (project_name, city_id, latitude, longitude, dc_power, dc_power_unit, is_generated)
    SELECT replace(project_name, ' GES', ' Güneş Enerji Santrali') || ' (kopya)', city_id, latitude + 0.00018, longitude, dc_power, dc_power_unit, true
    FROM projects WHERE latitude IS NOT NULL AND latitude < 40.9 ORDER BY random() LIMIT ${copyCount}`);
  await db.execute(sql`ANALYZE`);
}

async function run(kind: string) {
  const { database, dispose } = await freshBenchDatabase('quality', kind);
  try {
    let t = performance.now();
    await seed(database);
    const { db } = database;
    const [counts] = await queryRows<{ projects: number; companies: number; stations: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM companies)::int AS companies,
                 (SELECT count(*) FROM transformer_station_definitions)::int AS stations`,
    );
    console.log(`[${kind}] seeded ${counts!.projects} projects, ${counts!.companies} companies, ${counts!.stations} stations in ${seconds(t)} s`);

    const times: string[] = [];
    let pairs = { project: 0, company: 0, station: 0 };
    for (let round = 0; round < 3; round++) {
      const loadBefore = load();
      t = performance.now();
      const cpu = await databaseCpu(database);
      pairs = await scanAll(db);
      const cpuUsed = (await databaseCpu(database)) - cpu;
      times.push(`${seconds(t)} (CPU ${Number.isNaN(cpuUsed) ? '–' : cpuUsed.toFixed(2)}, load ${loadBefore}–${load()})`);
    }
    const [found] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM projects p JOIN duplicate_candidates c ON c.kind = 'project' AND p.id IN (c.record_a, c.record_b)
          WHERE p.project_name LIKE '% (kopya)' AND (c.reasons->>'distance_m')::float8 <= 25`,
    );
    console.log(`[${kind}] full scan: ${times.join(' / ')} s (3 runs); pairs: ${pairs.project} projects, ${pairs.company} companies, ${pairs.station} stations; planted copies found ${found!.n}/${copyCount}`);

    const ids = (await queryRows<{ id: string }>(db, sql`SELECT id FROM projects ORDER BY random() LIMIT 1000`)).map((r) => r.id);
    t = performance.now();
    await rescanRecords(db, 'project', ids.slice(0, 1));
    const one = seconds(t);
    t = performance.now();
    await rescanRecords(db, 'project', ids);
    console.log(`[${kind}] rescan of 1 project: ${one} s; of 1 000 projects: ${seconds(t)} s`);
    const rescans = seconds(t);
    return `| ${kind} | ${counts!.projects} / ${counts!.companies} / ${counts!.stations} | ${times.join(' / ')} s | ${pairs.project + pairs.company + pairs.station} | ${found!.n}/${copyCount} | ${one} s / ${rescans} s |`;
  } finally {
    await dispose();
  }
}

const rows: string[] = [];
for (const kind of (values.db ?? '').split(',').filter(Boolean)) rows.push(await run(kind));
console.log(
  `\n| Database | Projects / companies / stations | Full scan, s (3 runs: CPU s, 1-min load before–after) | Pairs | Planted copies found | Rescan of 1 / 1 000 projects |\n|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
console.log(`load average (1/5/15 min): ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')}; ${os.cpus().length} CPUs`);
