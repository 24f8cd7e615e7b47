import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { DEFAULT_TOKEN_COSTS } from '../shared/constants';
import { createVerifiedUser } from '../server/services/users/create-user';
import { databaseTargets } from '../server/test/databases';
import { type PacedRequest, pacedLoad } from './paced-load';
import { percentile } from './percentile';

// `npm run soak` (docs/reliability.md#soak; decision 016): the app in production mode in its own process, a
// realistic mix of lists, details, opens, news, statistics and presence sockets at 70 % of the throughput
// measured first, for SOAK_SECONDS (600 by default). Loopback only, bounded in time. Passes with no
// unexpected non-2xx, RSS growth ≤ 10 % and p99 ≤ 3 × p50; prints the figures for docs/reliability.md.

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PROBE_SECONDS = Number(process.env.SOAK_PROBE_SECONDS ?? 15);
const CONNECTIONS = 10;
const SOCKETS = 50;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-soak-'));
const email = 'soak@gunesveri.test';
// PostgreSQL when TEST_DATABASE_URL is set (a fresh database), else the embedded PGlite. The soak user
// is made before the server starts (PGlite files belong to one process at a time).
const postgres = databaseTargets().find((t) => t.name === 'postgres');
const database = postgres ? await postgres.open() : null;
if (database) {
  await createVerifiedUser(database.db, { email, password: 'soak-password', premium: true, balance: 1_000_000 });
} else {
  const create = spawn(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', '--email', email, '--password', 'soak-password', '--premium', '--balance', '1000000'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  await new Promise((resolve) => create.once('exit', resolve));
}

const port = 30000 + Math.floor(Math.random() * 10000);
const base = `http://127.0.0.1:${port}`;
const timingFile = path.join(dataDir, 'server-timing.json');
const server = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/soak-server-timing.ts', 'server/server.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: (database && postgres?.urlOf?.(database)) ?? '',
    SEED_CATALOG: 'true', SEED_DEMO: 'true',
    // Production's refusals answered on purpose: plain http on loopback, no mail server.
    ALLOW_INSECURE_HTTP: 'true',
    ALLOW_DEMO_ACCOUNTS: 'true',
    MAIL_LOG: 'true',
    LOG_LEVEL: 'warn',
    REALTIME_MAX_CONNECTIONS_PER_IP: '100000',
    IYZICO_SIMULATOR: 'true',
    SOAK_TIMING_FILE: timingFile,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const deadline = Date.now() + 120_000;
while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
  if (Date.now() > deadline) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'soak-password' }) });
if (!login.ok) throw new Error(`soak sign-in failed: ${login.status}`);
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const ids = ((await (await fetch(`${base}/api/projects`, { headers: { cookie } })).json()) as { items: { id: string }[] }).items.map((i) => i.id);

const headers = { cookie, 'content-type': 'application/json' };
// The mix, as sent by autocannon (the maximum) and by the paced sender (the soak).
const requests: PacedRequest[] = [
  { method: 'GET', path: '/api/projects', headers },
  { method: 'GET', path: '/api/projects?sort=dc_power&dir=desc', headers },
  { method: 'GET', path: '/api/companies?search=enerji', headers },
  ...ids.slice(0, 5).map((id) => ({ method: 'GET' as const, path: `/api/projects/${id}`, headers })),
  ...ids.slice(0, 3).map((id) => ({ method: 'POST' as const, path: `/api/projects/${id}/open`, headers, body: JSON.stringify({ expected_cost: DEFAULT_TOKEN_COSTS.project_detail }) })),
  { method: 'GET', path: '/api/news', headers },
  { method: 'GET', path: '/api/news/latest', headers },
  { method: 'GET', path: '/api/statistics/installed-power', headers },
  { method: 'GET', path: '/api/stations', headers },
  { method: 'GET', path: '/api/dashboard/projects', headers },
  { method: 'GET', path: '/api/auth/session', headers },
];

// Presence: browsers that stay open and ping like the app does (every 25 s; faster here).
const sockets: WebSocket[] = [];
for (let i = 0; i < SOCKETS; i++) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, { headers: i % 2 ? { cookie } : {} });
  ws.on('open', () => {
    const timer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })), 5000);
    ws.once('close', () => clearInterval(timer));
  });
  ws.on('error', () => undefined);
  sockets.push(ws);
}

/** The server's resident memory; NaN once it has gone (which fails the growth check). */
function rssMb(): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The server's main thread: [ns on a CPU, ns runnable but waiting for one] (Linux schedstat). */
function mainThreadSched(): [number, number] {
  try {
    const [cpu, wait] = readFileSync(`/proc/${server.pid}/task/${server.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return [cpu!, wait!];
  } catch {
    return [Number.NaN, Number.NaN];
  }
}
/** Microseconds some task on this machine waited for a CPU (pressure stall information). */
function cpuPressureUs(): number {
  try {
    return Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))![1]);
  } catch {
    return Number.NaN;
  }
}

// 1. The maximum this machine serves for the mix (closed loop).
const probe = (await autocannon({ url: base, connections: CONNECTIONS, requests, duration: PROBE_SECONDS })) as unknown as autocannon.Result;
const maxRate = probe.requests.average;
const target = Math.max(1, Math.floor(maxRate * 0.7));

// 2. The soak at 70 % of it, RSS sampled every 10 s.
const rss: number[] = [];
const sampler = setInterval(() => rss.push(rssMb()), 10_000);
rss.push(rssMb());
await fetch(`${base}/api/health`, { headers: { 'x-soak-reset': '1' } });
const schedBefore = mainThreadSched();
const pressureBefore = cpuPressureUs();
const soakStarted = performance.now();
const soak = await pacedLoad({
  base,
  connections: CONNECTIONS,
  rate: target,
  seconds: SOAK_SECONDS,
  requests,
});
clearInterval(sampler);
rss.push(rssMb());
const soakMs = performance.now() - soakStarted;
const schedAfter = mainThreadSched();
const share = (ns: number) => `${((ns / 1e6 / soakMs) * 100).toFixed(0)} %`;
const mainCpu = share(schedAfter[0] - schedBefore[0]);
const mainWait = share(schedAfter[1] - schedBefore[1]);
const pressure = `${(((cpuPressureUs() - pressureBefore) / 1e3 / soakMs) * 100).toFixed(0)} %`;

const openSockets = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
for (const s of sockets) s.close();
// The server writes its own timing as it stops; a server that died during the soak has none.
const serverAlive = server.exitCode === null && server.signalCode === null;
if (serverAlive) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stop();
  await exited;
}
const handling = serverAlive
  ? (JSON.parse(readFileSync(timingFile, 'utf8')) as { count: number; p50: number; p99: number; loopP50: number; loopP99: number; loopMax: number })
  : null;

// RSS growth: the last minute against the first minute after warm-up.
const perMinute = 6;
const early = rss.slice(1, 1 + perMinute);
const late = rss.slice(-perMinute);
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const growth = ((avg(late) - avg(early)) / avg(early)) * 100;
const unexpected = soak.non2xx + soak.errors + soak.timeouts;
const sorted = soak.latencies.slice().sort();
const ms = (x: number) => Math.round(x * 10) / 10;
const p50 = ms(percentile(sorted, 50));
const p99 = ms(percentile(sorted, 99));
const max = ms(sorted[sorted.length - 1] ?? 0);

const rows = [
  ['date', new Date().toISOString()],
  ['machine', `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`],
  ['database', database ? 'PostgreSQL' : 'PGlite'],
  ['measured max (mix, 10 connections)', `${maxRate.toFixed(0)} req/s`],
  ['soak rate (70 %, evenly paced)', `${target} req/s target, ${soak.perSecond.toFixed(0)} req/s achieved`],
  ['duration', `${SOAK_SECONDS} s, ${soak.latencies.length} requests, ${openSockets}/${SOCKETS} presence sockets open at the end`],
  ['unexpected non-2xx / errors / timeouts', `${soak.non2xx} / ${soak.errors} / ${soak.timeouts}`],
  ['latency p50 / p99 / max (from each request\'s intended start)', `${p50} ms / ${p99} ms / ${max} ms (p99 = ${(p99 / p50).toFixed(1)} × p50)`],
  ['sender lateness p99 (its own event loop; counted in the latency)', `${ms(percentile(soak.lag.slice().sort(), 99))} ms`],
  ['of which in the server (parsed request → last byte) p50 / p99', handling ? `${handling.p50} ms / ${handling.p99} ms over ${handling.count} requests` : 'none: the server died'],
  ['server event loop lateness p50 / p99 / max (10 ms samples)', handling ? `${handling.loopP50} ms / ${handling.loopP99} ms / ${handling.loopMax} ms` : '–'],
  ['server main thread on a CPU / runnable but waiting for one (share of the soak)', `${mainCpu} / ${mainWait}`],
  ['machine: some task waiting for a CPU (PSI cpu some)', pressure],
  ['server RSS first minute → last minute', `${avg(early).toFixed(0)} MB → ${avg(late).toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`],
];
console.log('\nSoak (docs/reliability.md#soak)');
console.log('| figure | value |\n|---|---|');
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);

// Where the tail comes from: each request of the mix on its own.
console.log('\n| request | p50 ms | p99 ms |\n|---|---|---|');
requests.forEach((r, k) => {
  const own = Float64Array.from(soak.latencies.filter((_, i) => i % requests.length === k)).sort();
  console.log(`| ${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')} | ${ms(percentile(own, 50))} | ${ms(percentile(own, 99))} |`);
});

const passed = serverAlive && unexpected === 0 && growth <= 10 && p99 <= 3 * p50 && openSockets === SOCKETS;
console.log(passed ? '\nPASS' : '\nFAIL: the soak criteria were not met');
if (database) await postgres!.dispose(database);
await rm(dataDir, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
