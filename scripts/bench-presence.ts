import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RealtimeClient } from '../server/test/ws-client';
import { randomPort, startBenchServer } from './bench-server';
import { buildServerIfStale } from './build-if-stale.mjs';
import { percentile } from './percentile';

// npm run bench:presence [-- --sizes 500,2000]
// Starts the app as its own process (embedded database, presence in memory, or in Redis with
// BENCH_REDIS_URL), opens N WebSockets that ping like browsers, then measures: how long N joins
// take, the fan-out latency of one presence change to all N clients (p50/p95), and the server
// process's CPU time for each phase (from /proc). Writes bench-results/presence-*.json.

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '500,2000' } } });
const sizes = values.sizes.split(',').map(Number);
const ticksPerSecond = 100; // Linux USER_HZ

function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

async function waitUntil(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-bench-presence-'));
// The server `npm start` runs: its bundle, built first where stale (decision 022).
buildServerIfStale();
const server = await startBenchServer({
  port: randomPort(30000, 10000),
  stdio: 'ignore',
  timeoutMs: 120_000,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    // Every simulated browser comes from loopback.
    REALTIME_MAX_CONNECTIONS_PER_IP: '1000000',
  },
});
const results = [];
try {
  const url = `ws://127.0.0.1:${server.port}/api/realtime`;

  for (const size of sizes) {
    const cpu0 = cpuSeconds(server.child.pid!);
    const joinStart = performance.now();
    const clients: RealtimeClient[] = [];
    for (let i = 0; i < size; i += 100) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(100, size - i) }, () => RealtimeClient.open(url, { heartbeatMs: 25_000 })))));
    }
    await waitUntil(() => clients.every((c) => c.lastCount() === size), 120_000);
    const joinSeconds = (performance.now() - joinStart) / 1000;
    const cpu1 = cpuSeconds(server.child.pid!);

    // Fan-out: one more visitor joins; time until each of the N clients hears the new count.
    const received = new Map<RealtimeClient, number>();
    const t0 = performance.now();
    const probe = await RealtimeClient.open(url);
    await waitUntil(() => {
      for (const c of clients) if (!received.has(c) && c.lastCount() === size + 1) received.set(c, performance.now() - t0);
      return received.size === clients.length;
    }, 60_000);
    const latencies = [...received.values()].sort((a, b) => a - b);
    const cpu2 = cpuSeconds(server.child.pid!);

    const leaveStart = performance.now();
    probe.close();
    for (const c of clients) c.close();
    await Promise.all(clients.map((c) => c.closed));
    const leaveSeconds = (performance.now() - leaveStart) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    const cpu3 = cpuSeconds(server.child.pid!);

    const result = {
      sockets: size,
      join_seconds: +joinSeconds.toFixed(2),
      join_server_cpu_seconds: +(cpu1 - cpu0).toFixed(2),
      fanout_p50_ms: +percentile(latencies, 50).toFixed(1),
      fanout_p95_ms: +percentile(latencies, 95).toFixed(1),
      fanout_server_cpu_seconds: +(cpu2 - cpu1).toFixed(2),
      leave_seconds: +leaveSeconds.toFixed(2),
      leave_server_cpu_seconds: +(cpu3 - cpu2).toFixed(2),
    };
    results.push(result);
    console.log(JSON.stringify(result));
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const report = { date: new Date().toISOString(), store: process.env.BENCH_REDIS_URL ? 'redis' : 'memory', cpus: os.cpus().length, node: process.version, results };
await mkdir('bench-results', { recursive: true });
const file = path.join('bench-results', `presence-${report.date.slice(0, 19).replaceAll(':', '-')}.json`);
await writeFile(file, JSON.stringify(report, null, 2));
console.log('\n| sockets | join s | join CPU s | fan-out p50 ms | fan-out p95 ms | fan-out CPU s | leave s | leave CPU s |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.sockets} | ${r.join_seconds} | ${r.join_server_cpu_seconds} | ${r.fanout_p50_ms} | ${r.fanout_p95_ms} | ${r.fanout_server_cpu_seconds} | ${r.leave_seconds} | ${r.leave_server_cpu_seconds} |`);
}
console.log(`\nwritten to ${file}`);
