import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { Agent, request } from 'undici';
import { openDatabase } from '../server/db/client';
import { cities } from '../server/db/schema/reference';
import { users } from '../server/db/schema/users';
import { buildServerIfStale } from './build-if-stale.mjs';
import { DEEP_PAGES, listScenarios } from './bench-list-scenarios';
import { startBenchServer } from './bench-server';

// npm run bench:list-cpu [-- --requests 3000 --concurrency 10 --prof dir --only "page 1"]
// What one list request costs each process, as CPU time rather than as a rate (docs/benchmarks.md,
// "The list path's own cost, per request"): the production bundle with LIST_CACHE_MS=0 (every request
// runs its SQL) in its own process, `requests` GETs at `concurrency` by undici from this process, and
// the same number of direct calls of the same service here; before and after each, the CPU time
// (user + system, from /proc) of the server, of this process and of the benchmark database's
// PostgreSQL backends, and with --statements the server's statements by kind (from PostgreSQL's log).
// A neighbour's load moves a rate much more than a process's own CPU time.
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
// A filter and a deep page are paid views: accepted once, as the benchmark does, then read free for a day.
for (const body of [{ city_id: konya!.id }, ...DEEP_PAGES.map((page) => ({ page }))]) {
  const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
  const quote = await fetch(`${address}/api/projects?${query}`, { headers: { cookie } });
  const total = quote.status === 402 ? ((await quote.json()) as { details: { total: number } }).details.total : 0;
  if (quote.status === 402) {
    await fetch(`${address}/api/projects/list`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, quoted_total: total }) });
  }
}

// The lists measured are bench.ts's own (scripts/bench-list-scenarios.ts), the same SQL run directly.
const DEFAULT = new Set(['projects page 1', 'projects search "konya"', 'projects page 1000']);
const lists = listScenarios(database.db, { konyaId: konya!.id, viewerId: member.id }).filter((s) => s.name.startsWith('projects '));
const scenarios: { name: string; url: string; direct: (() => Promise<unknown>) | null }[] = [
  ...lists,
  { name: '/api/site (no SQL)', url: '/api/site', direct: null },
  { name: '/api/health (SELECT 1)', url: '/api/health', direct: null },
].filter((s) => (values.only ? values.only.split(',').some((part) => s.name.includes(part)) : DEFAULT.has(s.name)));

const serverPid = server.child.pid!;
const rows = [];
for (const scenario of scenarios) {
  const get = () => httpGet(address + scenario.url, { cookie });
  await runAll(get, 300); // warm-up: the server's code, the sample, the statements
  if (scenario.direct) await runAll(async () => void (await scenario.direct!()), 300);
  const measureSide = async (run: () => Promise<void>) => {
    const [server0, self0, pg0, log0] = [cpuOf(serverPid), selfCpu(), await postgresCpu(), values.statements ? logSize() : 0];
    const started = performance.now();
    await runAll(run, requests);
    const seconds = (performance.now() - started) / 1000;
    const [server1, self1, pgMs] = [cpuOf(serverPid), selfCpu(), await postgresSince(pg0)];
    let statements: string | undefined;
    if (values.statements) {
      await new Promise((r) => setTimeout(r, 500)); // the log's last lines
      const kinds = loggedSince(log0);
      statements = Object.entries(kinds)
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${kind} ${(n / requests).toFixed(2)}`)
        .join(', ');
    }
    return {
      rate: +(requests / seconds).toFixed(1),
      seconds,
      server_ms: (server1 - server0) / requests,
      client_ms: +((self1 - self0) / requests).toFixed(3),
      postgres_ms: pgMs / requests,
      statements,
    };
  };
  const http = await measureSide(get);
  const direct = scenario.direct ? await measureSide(async () => void (await scenario.direct!())) : null;
  rows.push({ scenario: scenario.name, http, direct });
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
for (const side of rows.flatMap((row) => (row.direct ? [row.http, row.direct] : [row.http]))) {
  side.server_ms = +(side.server_ms - (idle.server * side.seconds) / requests).toFixed(3);
  side.postgres_ms = +(side.postgres_ms - (idle.postgres * side.seconds) / requests).toFixed(3);
}
console.log(`\n${requests} requests a side, concurrency ${concurrency}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`idle server: ${idle.server.toFixed(1)} ms of CPU a second, its PostgreSQL backends ${idle.postgres.toFixed(1)} ms (taken off below)\n`);
console.log('| scenario | HTTP req/s | server CPU ms/req | client CPU ms/req | PostgreSQL CPU ms/req | statements/req (server, by kind) | direct q/s | caller CPU ms/call | PostgreSQL CPU ms/call |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { scenario, http, direct } of rows) {
  console.log(
    `| ${scenario} | ${http.rate} | ${http.server_ms} | ${http.client_ms} | ${http.postgres_ms} | ${http.statements ?? '–'} | ${direct?.rate ?? '–'} | ${direct?.client_ms ?? '–'} | ${direct?.postgres_ms ?? '–'} |`,
  );
}
server.child.kill('SIGINT');
await new Promise((r) => server.child.once('exit', r));
await agent.close();
await database.close();
await admin.end();
