import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { createBenchDatabase } from './bench-database';
import { buildServerIfStale } from './build-if-stale.mjs';
import { startNginx } from './cluster';

// npm run bench:cluster [-- --seconds 8 --connections 32]
// Requests per second through nginx (deploy/nginx.conf) with two instances, next to one instance
// directly, and next to a hello-world HTTP server directly and through the same nginx: what the
// balancer itself costs, and what a second instance buys on this machine (decision 068). autocannon
// runs in its own process, so it does not share the event loop it measures. The instances use a fresh
// PostgreSQL database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
// seeded with the real catalogue on their first start. Measured: the projects list's first page (served
// from memory, decision 014) and the readiness probe (one SQL statement every time).

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '32' } } });

/** autocannon's JSON for one target, run as its own process. */
function cannon(url: string): { rps: number; p50: number; p975: number; non2xx: number; errors: number } {
  const run = spawnSync(process.execPath, [path.join('node_modules', 'autocannon', 'autocannon.js'), '-j', '-c', values.connections, '-d', values.seconds, url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { requests: { average: number }; latency: { p50: number; p97_5: number }; non2xx: number; errors: number };
  return { rps: result.requests.average, p50: result.latency.p50, p975: result.latency.p97_5, non2xx: result.non2xx, errors: result.errors };
}

buildServerIfStale();
const created = await createBenchDatabase('cluster');
const dataDir = await mkdtemp(path.join(tmpdir(), 'gv-bench-cluster-'));
const instances: ServerProcess[] = [];
const stops: (() => Promise<void>)[] = [];
// The hello world runs in a process of its own: this one blocks while autocannon runs.
const HELLO = `require('node:http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json' }); r.end('{"hello":"world"}'); }).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('ready'));`;
let hello: ReturnType<typeof spawn> | undefined;
try {
  const env = { DATABASE_URL: created.url, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}) };
  // One at a time: the first seeds the catalogue, the second finds it there.
  for (let i = 0; i < 2; i++) instances.push(await startServerProcess(env, { port: await freePort() }));
  const helloPort = await freePort();
  hello = spawn(process.execPath, ['-e', HELLO, String(helloPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => hello!.stdout!.once('data', () => resolve()));
  const cluster = await startNginx({ port: await freePort(), upstreams: instances.map((i) => new URL(i.url).host) });
  stops.push(cluster.stop);
  const helloNginx = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${helloPort}`] });
  stops.push(helloNginx.stop);

  const rows = [
    ['hello world, directly', `http://127.0.0.1:${helloPort}/`],
    ['hello world, through nginx', `${helloNginx.url}/`],
    ['projects page 1, one instance directly', `${instances[0]!.url}/api/projects`],
    ['projects page 1, nginx + two instances', `${cluster.url}/api/projects`],
    ['readiness (one SQL statement), one instance directly', `${instances[0]!.url}/api/health/ready`],
    ['readiness (one SQL statement), nginx + two instances', `${cluster.url}/api/health/ready`],
  ] as const;
  console.log(`\nautocannon, ${values.seconds} s, ${values.connections} connections, each target alone\n`);
  console.log('| target | req/s | p50 ms | p97.5 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, url] of rows) {
    const r = cannon(url);
    console.log(`| ${label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p975} | ${r.non2xx} | ${r.errors} |`);
  }
} finally {
  for (const stop of stops) await stop();
  await Promise.all(instances.map((i) => new Promise<void>((resolve) => (i.child.exitCode !== null ? resolve() : (i.child.once('exit', () => resolve()), i.child.kill('SIGTERM'))))));
  hello?.kill();
  await created.drop();
  await rm(dataDir, { recursive: true, force: true });
}
