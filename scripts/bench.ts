import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import pg from 'pg';
import { Agent, request } from 'undici';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { projects } from '../server/db/schema/catalog';
import { cities } from '../server/db/schema/reference';
import { users } from '../server/db/schema/users';
import { seedDemo } from '../server/seeds/demo';
import { seedRealCatalog } from '../server/seeds/real-catalog';
import { seedSources } from '../server/seeds/sources';
import { seedLegal } from '../server/seeds/legal';
import { seedReference } from '../server/seeds/reference';
import { seedScale } from '../server/seeds/scale';
import { createLocalStorage } from '../server/integrations/storage/local-storage';
import { listProjects, projectPageQuery } from '../server/services/catalog/list-projects';
import { forgetSamples } from '../server/services/catalog/page-with-total';
import { PROVINCE_CENTRES } from '../shared/province-centres';
import { createVerifiedUser } from '../server/services/users/create-user';
import { DEEP_PAGES, listScenarios } from './bench-list-scenarios';
import { randomPort, startBenchServer, waitUntilAnswering } from './bench-server';
import { buildServerIfStale } from './build-if-stale.mjs';
import { percentile } from './percentile';

// npm run bench [-- --scale 100000 --requests 1000 --concurrency 10 --rounds 5 --blocks 5] [--quick] [--only map,companies] [--ramp 10,25,50,100] [--throughput]
// --quick: only projects page 1, a search and page 1000 (the scale table); --ramp: projects page 1
// over HTTP at each concurrency, to find where p95 passes 300 ms; --throughput: only the P2 table.
// Seeds N generated projects into PostgreSQL (BENCH_DATABASE_URL, default a gv_bench database on the
// local server), starts the app in production mode as its own process (so the load generator's work
// is not counted as the server's: P1 of docs/product-rules.md#speed) next to a Fastify hello-world process (the P2
// baseline), and measures the list endpoints over HTTP next to the same SQL behind a bare route (P1's
// baseline, scripts/bench-bare-route.ts; docs/decisions/079) and run directly through the pg driver,
// at the same concurrency. Writes bench-results/*.json and prints a table.

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    // Only the scenarios whose name contains one of these (comma-separated), e.g. --only map,companies.
    only: { type: 'string', default: '' },
    ramp: { type: 'string', default: '' },
    // HTTP and direct measured in turn this many times per scenario; the table shows the medians and
    // the spread of the per-round ratio (one round's ratio moves by ±0.2 on a shared 2-core machine).
    rounds: { type: 'string', default: '5' },
    // Each round's HTTP and direct calls in this many alternating blocks per side (1: one after the other).
    blocks: { type: 'string', default: '5' },
    throughput: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const rounds = Math.max(1, Number(values.rounds));
const blocks = Math.max(1, Math.min(Number(values.blocks), Math.floor(requests / concurrency)));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gv_bench';

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

/** Runs `total` calls of `run`, `parallel` at a time; each call's duration in ms and the seconds it all took. */
async function sample(run: () => Promise<void>, parallel: number, total: number) {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        await run();
        durations.push(performance.now() - t);
      }
    }),
  );
  return { durations, seconds: (performance.now() - started) / 1000 };
}

function summarize(durations: number[], seconds: number) {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50_ms: +percentile(sorted, 50).toFixed(2), p95_ms: +percentile(sorted, 95).toFixed(2), rps: +(sorted.length / seconds).toFixed(1) };
}

async function measure(run: () => Promise<void>, parallel = concurrency, total = requests) {
  const { durations, seconds } = await sample(run, parallel, total);
  return summarize(durations, seconds);
}

/**
 * `total` calls of each of `runs`, `parallel` at a time, in alternating blocks (A B A B…, B A B A… in
 * odd rounds), so that every side meets the same moments of a shared machine. Run one after the
 * other, a neighbour's burst during one side's second moved a round's p95 ratio by more than P1's margin.
 */
async function measureAlternating(runs: (() => Promise<void>)[], parallel: number, total: number, round: number) {
  const sides = runs.map((run) => ({ run, durations: [] as number[], seconds: 0 }));
  const order = round % 2 === 0 ? sides : [...sides].reverse();
  for (let block = 0; block < blocks; block++) {
    const size = Math.floor(total / blocks) + (block < total % blocks ? 1 : 0);
    for (const side of order) {
      const { durations, seconds } = await sample(side.run, parallel, size);
      side.durations.push(...durations);
      side.seconds += seconds;
    }
  }
  return sides.map((side) => summarize(side.durations, side.seconds));
}

/**
 * One GET as the load generator sends it: undici's request on kept-alive connections, asking for
 * brotli or gzip as a browser does. Node's fetch (the same client under a WHATWG streams layer) spent
 * 2.2–2.5 ms of CPU per request on the two cores the server and PostgreSQL share, against 0.8–0.9 ms
 * for this: the HTTP column measured the client as much as the server (decision 018).
 */
const agent = new Agent({ connections: Math.max(concurrency, 10), keepAliveTimeout: 30_000 });
async function httpGet(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { dispatcher: agent, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  await res.body.arrayBuffer(); // the whole answer is read, as a client would
  return res.statusCode;
}

type Measured = Awaited<ReturnType<typeof measure>>;
/** Each figure's median over the rounds (one round: that round). */
function medianMeasure(all: Measured[]): Measured {
  const mid = (pick: (m: Measured) => number) => percentile([...all.map(pick)].sort((a, b) => a - b), 50);
  return { p50_ms: mid((m) => m.p50_ms), p95_ms: mid((m) => m.p95_ms), rps: mid((m) => m.rps) };
}

await ensureDatabase(serverUrl);
const database = await openDatabase({ url: serverUrl, poolMax: 20 });
await runMigrations(database);
const dataDir = path.join(os.tmpdir(), 'gunesveri-bench');
await seedReference(database.db);
await seedLegal(database.db, createLocalStorage(path.join(dataDir, 'files')));
await seedSources(database.db);
await seedRealCatalog(database.db);
await seedDemo(database.db, createLocalStorage(path.join(dataDir, 'files')));
const [{ n: generated } = { n: 0 }] = await database.db.select({ n: count() }).from(projects).where(eq(projects.is_generated, true));
if (generated < scale) {
  const t = performance.now();
  await seedScale(database.db, scale - generated);
  console.log(`seeded ${scale - generated} generated projects in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
// Statistics first: on a freshly seeded database the planner still counted the table before the
// 100 000 generated rows, and the placement below ran for many minutes instead of seconds.
await database.db.execute(sql`ANALYZE projects`);
// The project map (docs/decisions/037): generated projects have no coordinates of their own; half of
// them get some near their province's centre (within ~0.3°), so the map's answer reads both kinds
// of row, coordinates and the province's centre (marked approximate), as a real catalogue would.
await database.db.execute(sql`
  UPDATE projects p SET latitude = round((centre.lat + (random() - 0.5) * 0.6)::numeric, 6), longitude = round((centre.lng + (random() - 0.5) * 0.6)::numeric, 6)
  FROM cities c, (VALUES ${sql.join(
    Object.entries(PROVINCE_CENTRES).map(([plate, [lat, lng]]) => sql`(${Number(plate)}::int, ${lat}::float8, ${lng}::float8)`),
    sql`, `,
  )}) AS centre(plate, lat, lng)
  WHERE p.is_generated AND p.latitude IS NULL AND c.id = p.city_id AND c.plate_code = centre.plate
    AND NOT EXISTS (SELECT 1 FROM projects placed WHERE placed.is_generated AND placed.latitude IS NOT NULL)
    AND random() < 0.5`);
// What autovacuum does to a settled table (it is off on this machine's PostgreSQL): without the
// visibility map an index-only scan reads the heap for every entry, and page 1 000 of the projects
// stepped over 10 000 heap tuples (15 ms direct) instead of 68 index pages (2 ms).
await database.db.execute(sql`VACUUM ANALYZE`);

const port = randomPort(31000, 5000);
// P1 compares the request path with its SQL, so this server runs every list's SQL (no first-page
// cache); a second one, as deployed (LIST_CACHE_MS default), serves the throughput rows of P2.
buildServerIfStale();
const server = await startBenchServer({ port, env: { DATABASE_URL: serverUrl, LIST_CACHE_MS: '0' } });
const { address } = server;
const cachedServer = await startBenchServer({ port: port + 2, env: { DATABASE_URL: serverUrl } });
const cachedAddress = cachedServer.address;
// The P2 baseline: Fastify's hello world, alone in its process, on the same machine in the same run.
const helloPort = port + 1;
const hello = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
// A scenario that fails throws past the kills at the end: the hello process must not outlive the bench
// (the servers' own exit hooks stop them).
process.on('exit', () => hello.kill());
await waitUntilAnswering(`http://127.0.0.1:${helloPort}/`, hello, 180_000, 'the hello-world process');
const email = 'bench@gunesveri.test';
const [existing] = await database.db.select().from(users).where(eq(users.email, email));
if (!existing) await createVerifiedUser(database.db, { email, password: 'bench-password', premium: true, balance: 1_000_000 });
// The HTTP side asks as this premium member, so the direct side runs the SQL of that member's
// request: a company page marks the companies they opened, in the page's own statement.
const [benchUser] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
const viewerId = benchUser!.id;
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-password' }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const [konya] = await database.db.select().from(cities).where(eq(cities.name, 'Konya'));
const deepPages = DEEP_PAGES;

// Paid views are accepted once (POST with the quoted total) and then read free for a day with GET.
for (const [list, body] of [
  ['projects', { city_id: konya!.id }],
  ...deepPages.map((page) => ['projects', { page }] as const),
  ['companies', { city_id: konya!.id }],
] as const) {
  const quote = await fetch(`${address}/api/${list}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`, { headers: { cookie } });
  const total = quote.status === 402 ? ((await quote.json()) as { details: { total: number } }).details.total : 0;
  await fetch(`${address}/api/${list}/list`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, quoted_total: total }),
  });
}

const allScenarios = listScenarios(database.db, { konyaId: konya!.id, viewerId });

type Row = {
  scenario: string;
  http: Measured;
  bare: Measured | null;
  direct: Measured | null;
  ratio_range?: number[];
  bare_ratio_range?: number[];
  share_range?: number[];
};
const results: Row[] = [];
{
  const get = async () => void (await httpGet(`http://127.0.0.1:${helloPort}/`));
  await get();
  const http = await measure(get);
  results.push({ scenario: 'Fastify hello world (P2 baseline)', http, bare: null, direct: null });
}
{
  const get = async () => void (await httpGet(`${address}/api/health`));
  await get();
  const http = await measure(get);
  results.push({ scenario: '/api/health', http, bare: null, direct: null });
}
const QUICK = new Set(['projects page 1', 'projects search "konya"', 'projects page 1000']);
const only = values.only ? values.only.split(',') : [];
const scenarios = allScenarios.filter((s) => !values.throughput && (values.quick ? QUICK.has(s.name) : true) && (only.length === 0 || only.some((part) => s.name.includes(part))));
// P1's baseline (docs/decisions/079): the same SQL behind a bare route, over the same HTTP stack, in
// its own process like the app; started only when a list is measured.
const barePort = port + 3;
const bareAddress = `http://127.0.0.1:${barePort}`;
const bare =
  scenarios.length > 0
    ? spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bench-bare-route.ts')], {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(barePort), BENCH_DATABASE_URL: serverUrl, KONYA_ID: konya!.id, VIEWER_ID: viewerId },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : null;
if (bare) {
  process.on('exit', () => bare.kill());
  await waitUntilAnswering(`${bareAddress}/api/projects`, bare, 180_000, 'the bare route');
}
for (const scenario of scenarios) {
  const get = async () => {
    const status = await httpGet(address + scenario.url, { cookie });
    if (status !== 200) throw new Error(`${scenario.url}: ${status}`);
  };
  const getBare = async () => {
    const status = await httpGet(bareAddress + scenario.url);
    if (status !== 200) throw new Error(`bare ${scenario.url}: ${status}`);
  };
  await get(); // warm up (and pay for a paid view once)
  await getBare();
  const triples: { http: Measured; bare: Measured; direct: Measured }[] = [];
  for (let round = 0; round < rounds; round++) {
    const [http, bareSide, direct] = await measureAlternating([get, getBare, async () => void (await scenario.direct())], concurrency, requests, round);
    triples.push({ http: http!, bare: bareSide!, direct: direct! });
  }
  const range = (ratio: (t: (typeof triples)[number]) => number) => {
    const sorted = triples.map(ratio).sort((a, b) => a - b);
    return rounds > 1 ? [+sorted[0]!.toFixed(2), +sorted.at(-1)!.toFixed(2)] : undefined;
  };
  results.push({
    scenario: scenario.name,
    http: medianMeasure(triples.map((t) => t.http)),
    bare: medianMeasure(triples.map((t) => t.bare)),
    direct: medianMeasure(triples.map((t) => t.direct)),
    ratio_range: range((t) => t.http.p95_ms / t.direct.p95_ms),
    bare_ratio_range: range((t) => t.http.p95_ms / t.bare.p95_ms),
    share_range: range((t) => t.http.rps / t.bare.rps),
  });
}

// P5: a Turkish search at 100 000 projects, one request at a time (a member typing, not a crowd):
// the trigram index answers it; the words fold İ/I/ı/i and the other Turkish letters (gv_fold).
// P4: the list with its total against its page alone, for broad and narrow searches.
const SEARCHES = ['konya', 'IŞIK', 'izmir', 'gündoğdu', 'güneş', 'ges projesi', 'enerji tarlası', 'sarıçiçek solar', 'muğla', 'ankara kayı', 'bolvadin'];
// 500 a column: at 200 the p95 of a 3-5 ms request moved by a third between runs on this machine.
const SEARCH_REQUESTS = 500;
const searches = [];
const firstListDb = await openDatabase({ url: serverUrl, poolMax: 2 });
// With --only, they run when it names P5 or search.
const runSearches = !values.quick && !values.throughput && (only.length === 0 || only.some((part) => ['P5', 'search'].includes(part)));
for (const term of runSearches ? SEARCHES : []) {
  const get = async () => {
    const status = await httpGet(`${address}/api/projects?${new URLSearchParams({ search: term })}`, { cookie });
    if (status !== 200) throw new Error(`search ${term}: ${status}`);
  };
  const params = { search: term, sort: 'updated_at', dir: 'desc', page: 1 } as const;
  const direct = async () => void (await listProjects(database.db, params));
  // P4: the same page without its total (the page's statement alone, walking the sort's index). No
  // estimate is held per filter, so "direct" is also a term's first search. The last column is a
  // process's first list request, which reads the table's sample (later reads run behind a request),
  // on its own handle: samples are held per handle, so the other sides keep theirs.
  const pageOnly = async () => void (await projectPageQuery(database.db, params, 'walk'));
  const firstList = async () => {
    forgetSamples(firstListDb.db);
    await listProjects(firstListDb.db, params);
  };
  const total = await listProjects(database.db, params);
  for (const run of [get, direct, pageOnly, firstList]) await sample(run, 1, 20); // warm-up
  const [http, directSide, pageSide, firstListSide] = await measureAlternating([get, direct, pageOnly, firstList], 1, SEARCH_REQUESTS, 0);
  searches.push({
    term,
    total: `${total.approximate ? '≈ ' : ''}${total.total}${total.capped ? '+' : ''}`,
    http: http!,
    direct: directSide!,
    page_only: pageSide!,
    first_list: firstListSide!,
  });
}

// Throughput (P2) with autocannon: the fetch-based loop above is itself the bottleneck near a few
// thousand requests a second, so the hello-world baseline is measured with a generator that is not.
const throughput = [];
for (const [name, url, headers] of values.quick || only.length > 0 ? [] : [
  ['Fastify hello world', `http://127.0.0.1:${helloPort}/`, {}],
  ['/api/health', `${address}/api/health`, {}],
  ['projects page 1', `${address}/api/projects`, { cookie }],
  ['companies page 1', `${address}/api/companies`, { cookie }],
  ['stations page 1', `${address}/api/stations`, { cookie }],
  ['/api/site (no SQL)', `${cachedAddress}/api/site`, {}],
  ['projects page 1, first-page cache', `${cachedAddress}/api/projects`, { cookie }],
  ['companies page 1 as premium (shared rows; their marks from the held openers)', `${cachedAddress}/api/companies`, { cookie }],
  ['companies page 1 as a visitor, first-page cache', `${cachedAddress}/api/companies`, {}],
  ['stations page 1, first-page cache', `${cachedAddress}/api/stations`, { cookie }],
] as const) {
  const result = await autocannon({ url, connections: concurrency, duration: 8, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
  throughput.push({ scenario: name, rps: Math.round(result.requests.average), p50_ms: result.latency.p50, p97_5_ms: result.latency.p97_5, non2xx: result.non2xx });
}

// How far one instance goes: projects page 1 at rising concurrency (the capacity plan's input).
const ramp = [];
for (const level of values.ramp ? values.ramp.split(',').map(Number) : []) {
  const get = async () => void (await httpGet(`${address}/api/projects`, { cookie }));
  ramp.push({ concurrency: level, ...(await measure(get, level, Math.max(requests, level * 20))) });
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  database: 'PostgreSQL (local server)',
  projects: scale,
  requests_per_scenario: requests,
  concurrency,
  results,
  searches,
  throughput,
  ramp,
};
await mkdir('bench-results', { recursive: true });
const file = path.join('bench-results', `lists-${report.date.slice(0, 19).replaceAll(':', '-')}.json`);
await writeFile(file, JSON.stringify(report, null, 2));
console.log(`\n${scale} generated projects, ${requests} requests per scenario, concurrency ${concurrency}${rounds > 1 ? `, median of ${rounds} rounds` : ''}\n`);
const helloRps = results[0]!.http.rps;
// P1 (docs/decisions/079): the route against the same SQL behind a bare route: its rate (at least
// 80 %) and its p95 (at most 1.5×). The direct columns are the statement alone, without HTTP.
console.log('| scenario | HTTP p50 ms | HTTP p95 ms | HTTP req/s | % of hello | bare p95 ms | bare req/s | P1: % of bare rate | P1: p95 HTTP / bare | per round | direct p95 ms | direct q/s | p95 HTTP / direct |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const share = `${((r.http.rps / helloRps) * 100).toFixed(1)} %`;
  const { bare: b, direct: d } = r;
  const perRound = r.share_range && r.bare_ratio_range ? `${r.share_range.map((x) => `${Math.round(x * 100)} %`).join('–')}; ${r.bare_ratio_range.join('–')}` : '–';
  console.log(
    `| ${r.scenario} | ${r.http.p50_ms} | ${r.http.p95_ms} | ${r.http.rps} | ${share} | ${b?.p95_ms ?? '–'} | ${b?.rps ?? '–'} | ${b ? `${((r.http.rps / b.rps) * 100).toFixed(0)} %` : '–'} | ${b ? (r.http.p95_ms / b.p95_ms).toFixed(2) : '–'} | ${perRound} | ${d?.p95_ms ?? '–'} | ${d?.rps ?? '–'} | ${d ? (r.http.p95_ms / d.p95_ms).toFixed(2) : '–'} |`,
  );
}
if (searches.length) {
  console.log(`\n| P5: projects search, one at a time, ${SEARCH_REQUESTS} each | total | HTTP p50 ms | HTTP p95 ms | direct p50 ms | direct p95 ms | P4: page alone p50 / p95 ms | P4: with total / alone, p50 / p95 | first list request of a process p95 ms | first list / alone |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of searches) {
    console.log(
      `| "${r.term}" | ${r.total} | ${r.http.p50_ms} | ${r.http.p95_ms} | ${r.direct.p50_ms} | ${r.direct.p95_ms} | ${r.page_only.p50_ms} / ${r.page_only.p95_ms} | ${(r.direct.p50_ms / r.page_only.p50_ms).toFixed(2)} / ${(r.direct.p95_ms / r.page_only.p95_ms).toFixed(2)} | ${r.first_list.p95_ms} | ${(r.first_list.p95_ms / r.page_only.p95_ms).toFixed(2)} |`,
    );
  }
}
if (ramp.length) {
  console.log('\n| projects page 1, concurrency | HTTP p50 ms | HTTP p95 ms | req/s |');
  console.log('|---|---|---|---|');
  for (const r of ramp) console.log(`| ${r.concurrency} | ${r.p50_ms} | ${r.p95_ms} | ${r.rps} |`);
}
if (throughput.length) console.log('\n| autocannon, 8 s | req/s | % of hello world | p50 ms | p97.5 ms | non-2xx |');
if (throughput.length) console.log('|---|---|---|---|---|---|');
for (const t of throughput) console.log(`| ${t.scenario} | ${t.rps} | ${((t.rps / throughput[0]!.rps) * 100).toFixed(1)} % | ${t.p50_ms} | ${t.p97_5_ms} | ${t.non2xx} |`);
console.log(`\nwritten to ${file}`);
await server.stop();
await cachedServer.stop();
hello.kill();
bare?.kill();
await agent.close();
await database.close();
await firstListDb.close();
