import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { Agent, request } from 'undici';
import { openDatabase } from '../server/db/client';
import { cities } from '../server/db/schema/reference';
import { users } from '../server/db/schema/users';
import { buildServerIfStale } from './build-if-stale.mjs';
import { listScenarios } from './bench-list-scenarios';
import { randomPort, startBenchServer, waitUntilAnswering } from './bench-server';

// npm run bench:list-cpu [-- --requests 3000 --concurrency 10 --prof dir --only "page 1"]
// What one list request costs each process, as CPU time rather than as a rate (docs/benchmarks.md,
// "The list path's own cost, per request"): the production bundle with LIST_CACHE_MS=0 (every request
// runs its SQL) in its own process, `requests` GETs at `concurrency` by undici from this process; the
// same GETs of the same SQL behind the bare route (scripts/bench-bare-route.ts, P1's baseline:
// docs/decisions/079), in its own process; and the same number of direct calls of the same service
// here. Before and after each side, the CPU time (user + system, from /proc) of the server, of this
// process and of the benchmark database's PostgreSQL backends, and with --statements the server's
// statements by kind (from PostgreSQL's log). A neighbour's load moves a rate much more than a
// process's own CPU time: the CPU share (the bare route's CPU a request, all processes, over the
// route's) is what the rate's share tends to when the machine's cores are the limit.
// Needs the gv_bench database `npm run bench:lists` seeds (its member, its paid pages).

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '10' },
    // A folder for the server's V8 CPU profile (node --cpu-prof), written when it stops.
    prof: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    // Also count the server's statements per request, by kind, from PostgreSQL's log: the server's
    // connections log every statement (log_statement=all, set on its connection string).
    statements: { type: 'boolean', default: false },
    log: { type: 'string', default: '/var/log/postgresql/postgresql-15-main.log' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gv_bench';
const TICK_MS = 1000 / 100; // USER_HZ

/** A process's CPU time (user + system) in ms, from /proc/<pid>/stat. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone
  }
}

/**
 * The CPU time of every PostgreSQL backend serving the benchmark's database (backends come and go
 * with pools: each is counted while it lives); another database's (a test run beside) are not counted.
 */
async function postgresCpu(): Promise<Map<number, number>> {
  const backends = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = 'gv_bench'");
  return new Map(backends.rows.map(({ pid }) => [pid, cpuOf(pid)]));
}
async function postgresSince(before: Map<number, number>): Promise<number> {
  let total = 0;
  for (const [pid, ms] of await postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
}
const selfCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, '/postgres') });
await admin.connect();

/** The statements logged since `from` (a byte offset of the log), by kind. */
function loggedSince(from: number) {
  const text = readFileSync(values.log).subarray(from).toString('utf8');
  const kinds = { page: 0, paid_view: 0, session: 0, other: 0 };
  for (const line of text.split('\n')) {
    const at = line.search(/LOG: {2}(statement|execute [^:]*):/);
    if (at === -1) continue;
    const statement = line.slice(at);
    if (statement.includes('page_id')) kinds.page++;
    else if (statement.includes('paid_list_views')) kinds.paid_view++;
    else if (statement.includes('"sessions"')) kinds.session++;
    else kinds.other++;
  }
  return kinds;
}
const logSize = () => statSync(values.log).size;

async function runAll(run: () => Promise<void>, total: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        await run();
      }
    }),
  );
}

const agent = new Agent({ connections: Math.max(concurrency, 10), keepAliveTimeout: 30_000 });
async function httpGet(url: string, headers: Record<string, string>) {
  const res = await request(url, { dispatcher: agent, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  await res.body.arrayBuffer();
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
}

buildServerIfStale();
const server = await startBenchServer({
  nodeArgs: values.prof ? ['--cpu-prof', '--cpu-prof-dir', values.prof] : [],
  env: {
    DATABASE_URL: values.statements ? `${serverUrl}?options=${encodeURIComponent('-c log_statement=all')}` : serverUrl,
    LIST_CACHE_MS: '0',
  },
  timeoutMs: 120_000,
});
const { address } = server;

const database = await openDatabase({ url: serverUrl, poolMax: 20 });
const email = 'bench@gunesveri.test';
const [member] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
if (!member) throw new Error('no bench member: run npm run bench:lists first');
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-password' }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const [konya] = await database.db.select().from(cities).where(eq(cities.name, 'Konya'));
/** A paid view (a filter, an order, a deep page) accepted once, as the benchmark does, then read free for a day. */
async function payFor(url: string) {
  const quote = await fetch(`${address}${url}`, { headers: { cookie } });
  if (quote.status !== 402) return;
  const total = ((await quote.json()) as { details: { total: number } }).details.total;
  const { pathname, searchParams } = new URL(url, address);
  const body: Record<string, unknown> = Object.fromEntries(searchParams);
  if (body.page) body.page = Number(body.page);
  await fetch(`${address}${pathname}/list`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, quoted_total: total }) });
}

// The lists measured are bench.ts's own (scripts/bench-list-scenarios.ts): P1's lists, the same SQL
// behind the bare route and run directly.
const DEFAULT = new Set(['projects page 1', 'projects search "konya"', 'projects page 1000']);
const lists = listScenarios(database.db, { konyaId: konya!.id, viewerId: member.id }).filter((s) => /^(projects|companies|stations) /.test(s.name));
const scenarios: { name: string; url: string; direct: (() => Promise<unknown>) | null }[] = [
  ...lists,
  { name: '/api/site (no SQL)', url: '/api/site', direct: null },
  { name: '/api/health (SELECT 1)', url: '/api/health', direct: null },
].filter((s) => (values.only ? values.only.split(',').some((part) => s.name.includes(part)) : DEFAULT.has(s.name)));
for (const scenario of scenarios) await payFor(scenario.url);

// The bare route, in its own process, when a list is measured.
const barePort = randomPort(40000);
const bareAddress = `http://127.0.0.1:${barePort}`;
const bare = scenarios.some((s) => s.direct)
  ? spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bench-bare-route.ts')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(barePort), BENCH_DATABASE_URL: serverUrl, KONYA_ID: konya!.id, VIEWER_ID: member.id },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  : null;
if (bare) {
  process.on('exit', () => bare.kill());
  await waitUntilAnswering(`${bareAddress}/api/projects`, bare, 180_000, 'the bare route');
}

const serverPid = server.child.pid!;
interface Side {
  rate: number;
  seconds: number;
  server_ms: number;
  client_ms: number;
  postgres_ms: number;
  statements?: string;
}

/** One side's CPU over `count` requests (its server `pid`, this process, the database's backends). */
async function measureSide(run: () => Promise<void>, count: number, pid = serverPid) {
  const [server0, self0, pg0, log0] = [cpuOf(pid), selfCpu(), await postgresCpu(), values.statements ? logSize() : 0];
  const started = performance.now();
  await runAll(run, count);
  const seconds = (performance.now() - started) / 1000;
  const [server1, self1, pgMs] = [cpuOf(pid), selfCpu(), await postgresSince(pg0)];
  let statements: Record<string, number> | undefined;
  if (values.statements) {
    await new Promise((r) => setTimeout(r, 500)); // the log's last lines
    statements = loggedSince(log0);
  }
  return { count, seconds, server: server1 - server0, client: self1 - self0, postgres: pgMs, statements };
}
type Block = Awaited<ReturnType<typeof measureSide>>;

/** The blocks of one side summed into figures a request. */
function sideOf(blocks: Block[]): Side {
  const sum = (pick: (b: Block) => number) => blocks.reduce((total, b) => total + pick(b), 0);
  const count = sum((b) => b.count);
  const seconds = sum((b) => b.seconds);
  const kinds: Record<string, number> = {};
  for (const b of blocks) for (const [kind, n] of Object.entries(b.statements ?? {})) kinds[kind] = (kinds[kind] ?? 0) + n;
  const statements = values.statements
    ? Object.entries(kinds)
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${kind} ${(n / count).toFixed(2)}`)
        .join(', ')
    : undefined;
  return {
    rate: +(count / seconds).toFixed(1),
    seconds,
    server_ms: sum((b) => b.server) / count,
    client_ms: +(sum((b) => b.client) / count).toFixed(3),
    postgres_ms: sum((b) => b.postgres) / count,
    statements,
  };
}

// Each side is warmed up (its code compiled, the sample read, the statements prepared), then measured
// in BLOCKS alternating blocks, so that neither side is always the one measured first or last.
const BLOCKS = 4;
const rows: { scenario: string; http: Side; bare: Side | null; direct: Side | null }[] = [];
for (const scenario of scenarios) {
  const get = () => httpGet(address + scenario.url, { cookie });
  const getBare = () => httpGet(bareAddress + scenario.url, {});
  const callDirect = async () => void (await scenario.direct!());
  const warmUp = Math.max(300, Math.round(requests / 2));
  await runAll(get, warmUp);
  if (scenario.direct) await runAll(getBare, warmUp);
  if (scenario.direct) await runAll(callDirect, warmUp);
  const blocks: { http: Block[]; bare: Block[]; direct: Block[] } = { http: [], bare: [], direct: [] };
  const perBlock = Math.max(1, Math.round(requests / BLOCKS));
  for (let i = 0; i < BLOCKS; i++) {
    // Turn by turn: route, bare, direct; then bare, direct, route; ...
    const order = (['http', 'bare', 'direct'] as const).filter((side) => side === 'http' || scenario.direct);
    for (const side of [...order.slice(i % order.length), ...order.slice(0, i % order.length)]) {
      if (side === 'http') blocks.http.push(await measureSide(get, perBlock));
      else if (side === 'bare') blocks.bare.push(await measureSide(getBare, perBlock, bare!.pid!));
      else blocks.direct.push(await measureSide(callDirect, perBlock));
    }
  }
  rows.push({ scenario: scenario.name, http: sideOf(blocks.http), bare: scenario.direct ? sideOf(blocks.bare) : null, direct: scenario.direct ? sideOf(blocks.direct) : null });
}

// Then what the idle server costs a second (its job queue's polling, its timers) on its side and on
// PostgreSQL's: taken off each side's figures for the seconds it lasted, so a slower side is not
// charged more of the background.
const idle = await (async () => {
  const [server0, pg0] = [cpuOf(serverPid), await postgresCpu()];
  const started = performance.now();
  await new Promise((r) => setTimeout(r, 10_000));
  const seconds = (performance.now() - started) / 1000;
  return { server: (cpuOf(serverPid) - server0) / seconds, postgres: (await postgresSince(pg0)) / seconds };
})();
// The bare route has no job queue: only the PostgreSQL backends' background is taken off its side.
for (const row of rows) {
  for (const side of [row.http, row.bare, row.direct]) {
    if (!side) continue;
    const count = side.rate * side.seconds;
    if (side === row.http) side.server_ms = +(side.server_ms - (idle.server * side.seconds) / count).toFixed(3);
    else side.server_ms = +side.server_ms.toFixed(3);
    side.postgres_ms = +(side.postgres_ms - (idle.postgres * side.seconds) / count).toFixed(3);
  }
}
const allCpu = (side: { server_ms: number; client_ms: number; postgres_ms: number }) => side.server_ms + side.client_ms + side.postgres_ms;
console.log(`\n${requests} requests a side, concurrency ${concurrency}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`idle server: ${idle.server.toFixed(1)} ms of CPU a second, its PostgreSQL backends ${idle.postgres.toFixed(1)} ms (taken off below)\n`);
console.log(
  '| scenario | HTTP req/s | server CPU ms/req | client CPU ms/req | PostgreSQL CPU ms/req | statements/req (server, by kind) | bare req/s | bare server CPU ms/req | bare client | bare PostgreSQL | list path ms/req (server) | CPU share (bare all / route all) | direct q/s | caller CPU ms/call | PostgreSQL CPU ms/call |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { scenario, http, bare: b, direct } of rows) {
  const own = b ? (http.server_ms - b.server_ms).toFixed(3) : '–';
  const share = b ? `${Math.round((100 * allCpu(b)) / allCpu(http))} %` : '–';
  console.log(
    `| ${scenario} | ${http.rate} | ${http.server_ms} | ${http.client_ms} | ${http.postgres_ms} | ${http.statements ?? '–'} | ${b?.rate ?? '–'} | ${b?.server_ms ?? '–'} | ${b?.client_ms ?? '–'} | ${b?.postgres_ms ?? '–'} | ${own} | ${share} | ${direct?.rate ?? '–'} | ${direct?.client_ms ?? '–'} | ${direct?.postgres_ms ?? '–'} |`,
  );
}
bare?.kill();
server.child.kill('SIGINT');
await new Promise((r) => server.child.once('exit', r));
await agent.close();
await database.close();
await admin.end();
