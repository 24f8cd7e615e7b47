import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_COSTS } from '../shared/constants';
import { openDatabase, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/query-rows';
import { projects } from '../server/db/schema/catalog';
import { createVerifiedUser } from '../server/services/users/create-user';
import { FIXTURE_HASH_COST } from '../server/test/members';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { postgresBinDir, redisServerPath, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from './private-servers';

// PostgreSQL stalled, then restarted, under load (decision 068, "Faults"): two instances on a
// PostgreSQL and a Redis of this test's own (the machine's shared ones are never stopped). While it is
// down every request is answered within a few seconds, 2xx or 503 with Retry-After, never a 500 or a
// hang; readiness says 503 (also when the server stalls and the ping times out); the pool and the
// listening connection recover by themselves; and no money move is half-done: every balance equals
// its ledger, one debit per opened project. Prints its table.

const binaries = Boolean(redisServerPath() && postgresBinDir());
if (!binaries) console.info('fault-postgres: skipped, redis-server or PostgreSQL server programs (initdb, pg_ctl) are not installed');

const DOWN_MS = 3_000;
const PASSWORD = 'gizli-sifre-123';
const shownCost = JSON.stringify({ expected_cost: DEFAULT_TOKEN_COSTS.project_detail });
/** The slowest answer allowed while PostgreSQL is down: the pool's connect timeout and a margin. */
const SLOWEST_MS = 4_000;

interface Phase {
  name: string;
  requests: number;
  ok: number;
  unavailable: number;
  failed: string[];
  slowestMs: number;
  opens: number;
}
const newPhase = (name: string): Phase => ({ name, requests: 0, ok: 0, unavailable: 0, failed: [], slowestMs: 0, opens: 0 });

describe.runIf(binaries)('PostgreSQL restarted under load [private PostgreSQL + Redis]', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let database: Database | undefined;
  let dataDir: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    database = await openDatabase({ url: postgres.url, poolMax: 2 });
    await runMigrations(database);
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-fault-pg-'));
  });
  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    // A server left stalled by a failed run would never stop.
    for (const pid of (await postgres?.pids().catch(() => [])) ?? []) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // already gone
      }
    }
    // Each step whatever the one before did: a server left running would outlive the run.
    await database?.close().catch(() => {});
    await redis?.stop().catch(() => {});
    await postgres?.dispose().catch(() => {});
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, and leaves no money move half-done', async () => {
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      SEED_CATALOG: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
      // Every list read goes to the database (a held first page would answer without it).
      LIST_CACHE_MS: '0',
      SESSION_CACHE_MS: '0',
    };
    const items = await database!.db
      .insert(projects)
      .values(Array.from({ length: 400 }, (_, i) => ({ project_name: `Arıza Testi GES ${i}`, is_verified: true })))
      .returning({ id: projects.id });
    const members = Array.from({ length: 4 }, (_, i) => `pg-ariza-${i}@example.com`);
    for (const email of members) await createVerifiedUser(database!.db, { hashCost: FIXTURE_HASH_COST, email, password: PASSWORD, premium: true, balance: 100_000 });
    // The test's own pool must not hold connections across the restart.
    await database!.close();
    database = undefined;
    for (let i = 0; i < 2; i++) instances.push(await startServerProcess(env));

    let phase = newPhase('önce');
    const phases: Phase[] = [phase];
    const opened: { member: number; project: string }[] = [];
    const call = async (what: string, base: string, url: string, init?: RequestInit) => {
      const current = phase;
      const started = performance.now();
      try {
        const res = await fetch(`${base}${url}`, init);
        await res.arrayBuffer();
        if (res.ok) current.ok += 1;
        else if (res.status === 503 && res.headers.get('retry-after')) current.unavailable += 1;
        else current.failed.push(`${what}: ${res.status}`);
        return res;
      } catch (error) {
        current.failed.push(`${what}: ${(error as Error).message}`);
        return null;
      } finally {
        current.requests += 1;
        current.slowestMs = Math.max(current.slowestMs, performance.now() - started);
      }
    };
    const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    let running = true;
    let paused: Promise<void> | null = null;
    let idle = 0;
    const loops = members.map(async (email, member) => {
      let cookie = '';
      let next = 0;
      for (let round = 0; running; round++) {
        if (paused) {
          idle += 1;
          await paused;
          idle -= 1;
        }
        const base = instances[(round + member) % 2]!.url;
        await call('list', base, '/api/projects', { headers: { cookie } });
        const signedIn = await call('sign-in', base, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
        if (signedIn?.ok) cookie = cookieOf(signedIn);
        const project = items[member * 100 + (next++ % 100)]!.id;
        const open = await call('open', base, `/api/projects/${project}/open`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: shownCost });
        if (open?.ok) {
          phase.opens += 1;
          if (!opened.some((o) => o.member === member && o.project === project)) opened.push({ member, project });
        }
      }
    });
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const probe = async (base: string, url: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`).catch((error: unknown) => {
        // An instance that is gone: why, in its own words.
        throw new Error(`${base}${url}: ${(error as Error).message}\n${instances.map((i) => `exit ${i.child.exitCode}: ${i.stderr()}`).join('\n')}`);
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Math.round(performance.now() - started) };
    };
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const findings: string[] = [];

    await settle(1_500);

    // Stalled: every server process stopped (SIGSTOP), connections open but silent. The load waits
    // (a query already sent would wait with it); readiness must not: its ping gives up after 2 s.
    phase = newPhase('donmuş');
    phases.push(phase);
    let resume!: () => void;
    paused = new Promise((r) => (resume = r));
    await expect.poll(() => idle, { timeout: 10_000, interval: 20 }).toBe(members.length);
    const pids = await postgres.pids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    const [stalledReady, stalledLive] = await Promise.all([probe(a.url, '/api/health/ready'), probe(a.url, '/api/health/live')]);
    for (const pid of pids) process.kill(pid, 'SIGCONT');
    findings.push(`stalled: ready ${stalledReady.status} in ${stalledReady.ms} ms (Retry-After ${stalledReady.retryAfter}), live ${stalledLive.status} in ${stalledLive.ms} ms`);
    expect(stalledReady.status).toBe(503);
    expect(stalledReady.retryAfter).toBe('1');
    expect(stalledReady.ms).toBeGreaterThanOrEqual(1_900);
    expect(stalledReady.ms).toBeLessThan(3_500);
    expect(stalledLive.status).toBe(200);
    expect(stalledLive.ms).toBeLessThan(500);
    await expect.poll(async () => (await probe(a.url, '/api/health/ready')).status, { timeout: 5_000, interval: 100 }).toBe(200);
    paused = null;
    resume();
    await settle(1_000);

    // Restarted: stopped (open connections ended), down for DOWN_MS, started again.
    phase = newPhase('PostgreSQL yok');
    phases.push(phase);
    await postgres.stop();
    const stopped = Date.now();
    await settle(500);
    const downReady = await probe(b.url, '/api/health/ready');
    const downLive = await probe(b.url, '/api/health/live');
    findings.push(`down: ready ${downReady.status} in ${downReady.ms} ms (Retry-After ${downReady.retryAfter}), live ${downLive.status}`);
    expect(downReady.status).toBe(503);
    expect(downReady.ms).toBeLessThan(2_500);
    expect(downLive.status).toBe(200);
    await settle(Math.max(0, DOWN_MS - (Date.now() - stopped)));

    phase = newPhase('yeniden başladı');
    phases.push(phase);
    await postgres.start();
    const started = Date.now();
    for (const instance of instances) expect(instance.child.exitCode, instance.stderr()).toBeNull();
    for (const base of [a.url, b.url]) await expect.poll(async () => (await probe(base, '/api/health/ready')).status, { timeout: 10_000, interval: 100 }).toBe(200);
    findings.push(`ready again ${Date.now() - started} ms after the start`);

    // From here on nothing may fail: the pools have their connections again.
    phase = newPhase('sonra');
    phases.push(phase);
    await settle(2_000);
    running = false;
    await Promise.all(loops);

    console.log(
      [
        `PostgreSQL stalled (SIGSTOP) and restarted (down ${DOWN_MS / 1000} s) under load, two instances:`,
        '| phase | requests | 2xx | 503 + Retry-After | other failures | slowest | paid opens |',
        '|---|---|---|---|---|---|---|',
        ...phases.map((p) => `| ${p.name} | ${p.requests} | ${p.ok} | ${p.unavailable} | ${p.failed.length} | ${Math.round(p.slowestMs)} ms | ${p.opens} |`),
        ...findings,
      ].join('\n'),
    );
    for (const p of phases) {
      expect([...new Set(p.failed)], p.name).toEqual([]);
      expect(p.slowestMs, p.name).toBeLessThan(SLOWEST_MS);
    }
    const [before, , down, , after] = phases as [Phase, Phase, Phase, Phase, Phase];
    expect(before.unavailable).toBe(0);
    expect(down.unavailable).toBeGreaterThan(0);
    expect(after.unavailable).toBe(0);
    expect(after.opens).toBeGreaterThan(0);

    // Money: every balance equals its opening amount plus its ledger, one debit per opened project,
    // and every open answered 200 is there (an open answered 503 either committed whole or not at all).
    const check = await openDatabase({ url: postgres.url, poolMax: 1 });
    try {
      const rows = await queryRows<{ email: string; balance: number; ledger: number; opened: number; open_debits: number }>(
        check.db,
        sql`SELECT u.email, u.token_balance AS balance,
                   coalesce((SELECT sum(amount) FROM token_transactions t WHERE t.user_id = u.id), 0)::int AS ledger,
                   (SELECT count(*) FROM user_projects p WHERE p.user_id = u.id)::int AS opened,
                   (SELECT count(*) FROM token_transactions t WHERE t.user_id = u.id AND t.idempotency_key LIKE 'open:%')::int AS open_debits
            FROM users u WHERE u.email LIKE 'pg-ariza-%'`,
      );
      expect(rows).toHaveLength(members.length);
      for (const row of rows) {
        expect(row.balance, `balance of ${row.email}`).toBe(row.ledger);
        expect(row.open_debits, `debits of ${row.email}`).toBe(row.opened);
      }
      const kept = await queryRows<{ email: string; project_id: string }>(
        check.db,
        sql`SELECT u.email, p.project_id FROM user_projects p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'pg-ariza-%'`,
      );
      const inventory = new Set(kept.map((k) => `${k.email} ${k.project_id}`));
      expect(opened.filter((o) => !inventory.has(`${members[o.member]} ${o.project}`))).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
