import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { createApiKey } from '../server/services/api-keys/api-keys';
import { createVerifiedUser } from '../server/services/users/create-user';
import { FIXTURE_HASH_COST } from '../server/test/members';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { RealtimeClient } from '../server/test/ws-client';
import { postgresBinDir, redisServerPath, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from './private-servers';

// Redis stopped under load (decision 068, "Faults"): two instances on a PostgreSQL and a Redis of this
// test's own (the machine's shared ones are never stopped). While Redis is away the app keeps serving
// list reads, sessions, sign-ins, password-reset requests and API-key reads with no failure and no
// wait; the sign-in counters count in the database (still across instances), the rate limits and
// API-key limits on each instance, presence per instance; each instance warns once. When Redis is back
// everything is shared again by itself. The outage lasts OUTAGE_MS (5 s, not 30): the fallback starts
// at the first failed command and the reconnects are tried every second whatever the outage's length,
// so a longer one changes only how long the table's rows run. Prints its table.

const binaries = Boolean(redisServerPath() && postgresBinDir());
if (!binaries) console.info('fault-redis: skipped, redis-server or PostgreSQL server programs (initdb, pg_ctl) are not installed');

const OUTAGE_MS = 5_000;
const PASSWORD = 'gizli-sifre-123';
/** The slowest answer allowed while Redis is away: no request waits for it. */
const SLOWEST_MS = 2_000;

interface Phase {
  name: string;
  requests: number;
  failed: string[];
  slowestMs: number;
  signIns: number;
  resets: number;
  keyReads: number;
}

describe.runIf(binaries)('Redis stopped under load [private PostgreSQL + Redis]', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let database: Database;
  let dataDir: string;
  const instances: ServerProcess[] = [];
  const logs: { instance: number; level: number; msg: string }[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    database = await openDatabase({ url: postgres.url, poolMax: 4 });
    await runMigrations(database);
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-fault-redis-'));
  });
  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    // Each step whatever the one before did: a server left running would outlive the run.
    await database?.close().catch(() => {});
    await redis?.stop().catch(() => {});
    await postgres?.dispose().catch(() => {});
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps serving while Redis is away, falls back with a warning, and shares again when it is back', async () => {
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      SEED_CATALOG: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The load signs in many times from each address; the throttle's own check below uses its own.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '2',
      REALTIME_TIMEOUT_SECONDS: '4',
      SESSION_CACHE_MS: '60000',
    };
    const members = Array.from({ length: 4 }, (_, i) => `redis-ariza-${i}@example.com`);
    for (const email of members) await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: PASSWORD, premium: true });
    const keyOwner = await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email: 'anahtar@example.com', password: PASSWORD, premium: true });
    const { key } = await createApiKey(database.db, keyOwner.id, 'arıza');
    // A second key, read only by the checks of its limit (the load's reads would change its counts).
    const { key: checkedKey } = await createApiKey(database.db, keyOwner.id, 'sınır');
    for (const i of [0, 1]) {
      instances.push(
        await startServerProcess(env, {
          onLogLine(line) {
            try {
              const entry = JSON.parse(line) as { level: number; msg: string };
              logs.push({ instance: i, level: entry.level, msg: entry.msg });
            } catch {
              // not a log line
            }
          },
        }),
      );
    }
    const [a, b] = instances as [ServerProcess, ServerProcess];

    const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const health = async (base: string, url: string) => {
      const res = await fetch(`${base}${url}`);
      return { status: res.status, body: (await res.json()) as { status: string; redis?: string } };
    };

    // Presence: three sockets on A, two on B; every client is told five.
    const sockets = [
      ...(await Promise.all([0, 1, 2].map(() => RealtimeClient.open(`${a.url.replace('http', 'ws')}/api/realtime`, { heartbeatMs: 1_000 })))),
      ...(await Promise.all([0, 1].map(() => RealtimeClient.open(`${b.url.replace('http', 'ws')}/api/realtime`, { heartbeatMs: 1_000 })))),
    ];
    const counts = () => sockets.map((s) => s.lastCount());
    await Promise.all(sockets.map((s) => s.waitFor((c) => c.lastCount() === 5)));

    let phase: Phase = { name: 'önce', requests: 0, failed: [], slowestMs: 0, signIns: 0, resets: 0, keyReads: 0 };
    const phases: Phase[] = [phase];
    const timed = async (what: string, request: () => Promise<Response>, ok: (res: Response) => boolean = (res) => res.ok) => {
      const current = phase;
      const started = performance.now();
      try {
        const res = await request();
        await res.arrayBuffer();
        if (!ok(res)) current.failed.push(`${what}: ${res.status}`);
        return res;
      } catch (error) {
        current.failed.push(`${what}: ${(error as Error).message}`);
        return null;
      } finally {
        current.requests += 1;
        current.slowestMs = Math.max(current.slowestMs, performance.now() - started);
      }
    };

    let running = true;
    // One loop per member, alternating instances, each from an address of its own.
    const loops = members.map(async (email, i) => {
      const from = { 'x-forwarded-for': `10.61.0.${i + 1}` };
      for (let round = 0; running; round++) {
        const base = instances[(round + i) % 2]!.url;
        await timed('list', () => fetch(`${base}/api/projects`, { headers: from }));
        const signedIn = await timed('sign-in', () => post(base, '/api/auth/login', { email, password: PASSWORD }, from));
        if (signedIn?.ok) {
          phase.signIns += 1;
          await timed('session', () => fetch(`${base}/api/auth/session`, { headers: { ...from, cookie: cookieOf(signedIn) } }));
        }
        // Answered: the link is mailed (200), or the account's hourly mail cap refuses it (429).
        const reset = await timed('forgot-password', () => post(base, '/api/auth/forgot-password', { email }, from), (res) => res.ok || res.status === 429);
        if (reset && (reset.ok || reset.status === 429)) phase.resets += 1;
      }
    });
    // API-key reads, one every 300 ms (well under the key's 60 a minute), on both instances.
    const keyLoop = (async () => {
      for (let round = 0; running; round++) {
        const base = instances[round % 2]!.url;
        if ((await timed('api-key read', () => fetch(`${base}/api/projects`, { headers: { authorization: `Bearer ${key}` } })))?.ok) phase.keyReads += 1;
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
    /** Wrong passwords on `account` from one address: twice on A, then on B. */
    const guesses = async (account: string, from: string) => {
      const statuses: number[] = [];
      for (const base of [a.url, a.url, b.url]) statuses.push((await post(base, '/api/auth/login', { email: account, password: 'yanlis' }, { 'x-forwarded-for': from })).status);
      return statuses;
    };
    /** X-RateLimit-Remaining of one API-key read on each instance in turn. */
    const keyRemaining = async () => {
      const left: number[] = [];
      for (const base of [a.url, b.url, a.url]) left.push(Number((await fetch(`${base}/api/projects`, { headers: { authorization: `Bearer ${checkedKey}` } })).headers.get('x-ratelimit-remaining')));
      return left;
    };
    const findings: Record<string, string> = {};

    await settle(1_500);

    // Redis goes away.
    phase = { name: 'Redis yok', requests: 0, failed: [], slowestMs: 0, signIns: 0, resets: 0, keyReads: 0 };
    phases.push(phase);
    await redis.stop();
    const outageStarted = Date.now();
    await settle(500);
    const readyDuring = await health(a.url, '/api/health/ready');
    const healthDuring = await health(a.url, '/api/health');
    expect(readyDuring).toEqual({ status: 200, body: { status: 'degraded', database: 'ok', redis: 'error' } });
    expect(healthDuring.status).toBe(503);
    // The sign-in counters are in the table now: still one count across both instances.
    const guessesDuring = await guesses('yok-hesap-1@example.com', '10.62.0.1');
    expect(guessesDuring).toEqual([401, 401, 429]);
    // The key's limit counts on each instance: the instances' windows are their own.
    const keyDuring = await keyRemaining();
    expect(keyDuring).toEqual([59, 59, 58]);
    // Presence per instance: A's clients are told 3, B's 2 (by the sweep, every second).
    await Promise.all(sockets.map((s, i) => s.waitFor((c) => c.lastCount() === (i < 3 ? 3 : 2), 4_000)));
    findings['presence while away'] = counts().join(', ');
    await settle(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));

    // Redis is back (empty, as a Redis without persistence restarts).
    phase = { name: 'Redis geri', requests: 0, failed: [], slowestMs: 0, signIns: 0, resets: 0, keyReads: 0 };
    phases.push(phase);
    await redis.start();
    const back = Date.now();
    for (const base of [a.url, b.url]) {
      await expect.poll(async () => (await health(base, '/api/health')).status, { timeout: 5_000, interval: 100 }).toBe(200);
    }
    findings['healthy again after'] = `${Date.now() - back} ms`;
    await Promise.all(sockets.map((s) => s.waitFor((c) => c.lastCount() === 5, 4_000)));
    findings['presence back to 5 after'] = `${Date.now() - back} ms`;
    // Shared again: the throttle counts in Redis across instances, the key's window is one.
    const guessesAfter = await guesses('yok-hesap-2@example.com', '10.62.0.2');
    expect(guessesAfter).toEqual([401, 401, 429]);
    const keyAfter = await keyRemaining();
    expect(keyAfter).toEqual([keyAfter[0], keyAfter[0]! - 1, keyAfter[0]! - 2]);
    // And the cache bus again: a sign-out on A ends the session B holds in its cache within a second.
    const signedIn = await post(a.url, '/api/auth/login', { email: members[0], password: PASSWORD }, { 'x-forwarded-for': '10.63.0.1' });
    const cookie = cookieOf(signedIn);
    expect((await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).status).toBe(200);
    expect((await post(a.url, '/api/auth/logout', {}, { cookie })).status).toBe(200);
    const signedOut = Date.now();
    await expect
      .poll(async () => ((await (await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).json()) as { user: unknown }).user, { timeout: 1_000, interval: 20 })
      .toBeNull();
    findings['sign-out seen on B after'] = `${Date.now() - signedOut} ms`;
    await settle(1_000);
    running = false;
    await Promise.all([...loops, keyLoop]);
    for (const socket of sockets) socket.close();

    const warnings = (n: number) => logs.filter((l) => l.instance === n && l.level === 40 && l.msg.startsWith("Redis'e ulaşılamıyor")).map((l) => l.msg);
    console.log(
      [
        `Redis stopped for ${OUTAGE_MS / 1000} s under load, two instances:`,
        '| phase | requests | failed | slowest | sign-ins | reset requests answered | API-key reads |',
        '|---|---|---|---|---|---|---|',
        ...phases.map((p) => `| ${p.name} | ${p.requests} | ${p.failed.length} | ${Math.round(p.slowestMs)} ms | ${p.signIns} | ${p.resets} | ${p.keyReads} |`),
        `while away: ready ${readyDuring.status} ${JSON.stringify(readyDuring.body)}, /api/health ${healthDuring.status}; wrong passwords A, A, B: ${guessesDuring.join(' ')} (table); key remaining A, B, A: ${keyDuring.join(' ')} (per instance)`,
        `after: wrong passwords A, A, B: ${guessesAfter.join(' ')} (Redis); key remaining A, B, A: ${keyAfter.join(' ')} (shared)`,
        ...Object.entries(findings).map(([k, v]) => `${k}: ${v}`),
        `warnings: A ${warnings(0).length} (${[...new Set(warnings(0))].join(' / ')}), B ${warnings(1).length}`,
      ].join('\n'),
    );
    for (const p of phases) {
      expect([...new Set(p.failed)], p.name).toEqual([]);
      expect(p.slowestMs, p.name).toBeLessThan(SLOWEST_MS);
      expect(p.signIns, p.name).toBeGreaterThan(0);
      expect(p.resets, p.name).toBeGreaterThan(0);
      expect(p.keyReads, p.name).toBeGreaterThan(0);
    }
    // Each instance warned, once per shared thing and not per request.
    for (const n of [0, 1]) {
      expect(warnings(n).length).toBeGreaterThan(0);
      expect(warnings(n).length).toBeLessThanOrEqual(5);
    }
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
