import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { request } from 'undici';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedReference } from '../server/seeds/reference';
import { seedScale } from '../server/seeds/scale';
import { seedSources } from '../server/seeds/sources';
import { createVerifiedUser } from '../server/services/users/create-user';
import { adminQuery } from '../server/test/postgres-admin';
import { startBenchServer, type BenchServer } from './bench-server';
import { buildServerIfStale } from './build-if-stale.mjs';

// npm run bench:exports [-- --rows 100000]
// Decision 045's target: an export of 100 000 projects streams from PostgreSQL to the
// response without holding the server process's memory above its normal level plus 50 MB. On a fresh
// database: the reference lists and sources, `rows` generated projects each linked to a source, and
// a premium member who confirms the export of the whole list. The server runs as `npm start` runs it
// (its bundle, NODE_ENV=production) in its own process; its RSS is read from /proc every 20 ms while
// the bench downloads each format and throws the bytes away. "Baseline" is the server's RSS just
// before the download, after a warm-up list request and a small export.

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, keep: { type: 'boolean', default: false } } });
const rowCount = Number(values.rows);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

// `--keep` leaves the seeded database for the next run (which then reuses it).
const name = `gv_bench_exports_${rowCount}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const kept = ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
await admin.end();
if (!kept) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const database = await openDatabase({ url: dbUrl.toString(), poolMax: 4 });
let server: BenchServer | undefined;

try {
  await runMigrations(database);
  if (!kept) await seed();
  async function seed() {
  await seedReference(database.db);
  await seedSources(database.db);
  const t = performance.now();
  await seedScale(database.db, rowCount, { seed: 0.45 });
  // Every generated project names the generated source, so each row's "Kaynaklar" is read too.
  await database.db.execute(sql`INSERT INTO project_sources (project_id, source_id, verified_on)
    SELECT p.id, s.id, current_date FROM projects p, sources s WHERE s.key = 'gunesveri-ornek-veri'`);
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`seeded ${rowCount} projects with their source links in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await createVerifiedUser(database.db, { email: 'bench-export@gunesveri.test', password: 'bench-password', premium: true, balance: 1_000_000 });
  }
  // Each run exports again: the previous run's claims are let go.
  await database.db.execute(sql`DELETE FROM paid_exports`);

  buildServerIfStale();
  const load = os.loadavg().map((v) => v.toFixed(2)).join(' / ');
  const results: string[] = [];
  // Each format on a fresh server, so one download's heap is not the next one's baseline.
  for (const format of ['csv', 'xlsx'] as const) results.push(await measure(format));
  console.log(`\n| Format | Rows | File | Time | Server RSS before | Peak RSS | Above baseline |\n|---|---|---|---|---|---|---|\n${results.join('\n')}`);
  console.log(`load average (1/5/15 min) at the start: ${load}; ${os.cpus().length} CPUs`);
} finally {
  await server?.stop();
  await database.close();
  if (!values.keep) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function measure(format: 'csv' | 'xlsx'): Promise<string> {
  server = await startBenchServer({ env: { DATABASE_URL: dbUrl.toString(), SEED_CATALOG: 'false' } });
  const { address } = server;
  const pid = server.child.pid!;
  const rss = async () => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-export@gunesveri.test', password: 'bench-password' }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const post = async (url: string, body: object) => {
    const res = await fetch(`${address}${url}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const confirm = async (body: object) => {
    const quote = await post('/api/exports/quote', body);
    return (await post('/api/exports', { ...body, quoted_total: quote.total })) as { id: string; row_count: number; charged: number };
  };

  /** Downloads and discards one file, sampling the server's RSS; bytes, seconds and peak RSS. */
  async function download(id: string) {
    let peak = 0;
    const sampler = setInterval(() => {
      void rss().then((v) => (peak = Math.max(peak, v)), () => undefined);
    }, 20);
    const started = performance.now();
    const res = await request(`${address}/api/exports/${id}/download?format=${format}`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rss());
    if (res.statusCode !== 200) throw new Error(`download ${format}: ${res.statusCode}`);
    return { bytes, seconds, peak };
  }

  // Warm-up: a list page and a small export (the code paths loaded, the pools open).
  await fetch(`${address}/api/projects`, { headers: { cookie } }).then((r) => r.arrayBuffer());
  const [anyCity] = ((await database.db.execute(sql`SELECT city_id FROM projects WHERE city_id IS NOT NULL LIMIT 1`)) as unknown as { rows: { city_id: string }[] }).rows;
  await download((await confirm({ kind: 'projects', city_id: anyCity!.city_id })).id);

  const whole = await confirm({ kind: 'projects' });
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = await rss();
  const { bytes, seconds, peak } = await download(whole.id);
  await server.stop();
  const line = `| ${format.toUpperCase()} | ${whole.row_count.toLocaleString('tr-TR')} | ${(bytes / MB).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${(baseline / MB).toFixed(0)} MB | ${(peak / MB).toFixed(0)} MB | +${((peak - baseline) / MB).toFixed(1)} MB |`;
  console.log(line);
  return line;
}
