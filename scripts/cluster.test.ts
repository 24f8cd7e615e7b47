import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Agent, fetch, type RequestInit } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_COSTS, TOKEN_COST_DESCRIPTIONS } from '../shared/constants';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/query-rows';
import { projects } from '../server/db/schema/catalog';
import { createVerifiedUser } from '../server/services/users/create-user';
import { databaseTargets } from '../server/test/databases';
import { FIXTURE_HASH_COST } from '../server/test/members';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { RealtimeClient } from '../server/test/ws-client';
import { CLOSE } from '../server/services/realtime/realtime-hub';
import { nginxPath, renderNginxConfig, startNginx, type RunningNginx } from './cluster';

// Two instances behind Debian's nginx with deploy/nginx.conf (decision 068), restarted one after the
// other (SIGTERM: the drain) while members read lists, read their session, sign in, open paid details
// and confirm and download paid exports through the balancer, and 200 presence sockets stay open: no
// request fails, no sign-in is lost, every balance still equals its ledger with one debit per opened
// project and per paid export, and presence is back to 200 within the socket timeout after the last
// restart (a socket closed with 1012 reconnects after 1 s, as the browser's does). Needs nginx
// (`.ci/run` installs it) and PostgreSQL.

const target = databaseTargets().find((t) => t.name === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL;
const runs = Boolean(target && redisUrl && (nginxPath() || process.env.CI));

const PASSWORD = 'gizli-sifre';
const SOCKETS = 200;
/** The realtime socket timeout of the run (40 s by default): presence must be whole again within it. */
const SOCKET_TIMEOUT_SECONDS = 10;
const shownCost = JSON.stringify({ expected_cost: DEFAULT_TOKEN_COSTS.project_detail });

it('fills deploy/nginx.conf with the instances, the port and its own directory', async () => {
  const conf = await renderNginxConfig({ listen: '127.0.0.1:8080', upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'], prefix: '/tmp/x' });
  expect(conf).toContain('listen 127.0.0.1:8080;');
  expect(conf).toMatch(/server 127\.0\.0\.1:3101 max_fails=1 fail_timeout=1s;\s+server 127\.0\.0\.1:3102 /);
  expect(conf).not.toMatch(/\{\{[A-Z]+\}\}/);
});

it("gives a test's copy a TLS listener and other values of the file's own directives, never new ones", async () => {
  const options = { listen: '127.0.0.1:8080', upstreams: ['127.0.0.1:3101'], prefix: '/tmp/x' };
  const conf = await renderNginxConfig({ ...options, tls: { listen: '127.0.0.1:8443', certificate: '/tmp/x/c.pem', key: '/tmp/x/k.pem' }, directives: { client_body_timeout: '4s' } });
  expect(conf).toMatch(/listen 127\.0\.0\.1:8080;\s+listen 127\.0\.0\.1:8443 ssl;\s+ssl_certificate \/tmp\/x\/c\.pem;\s+ssl_certificate_key \/tmp\/x\/k\.pem;/);
  expect(conf).toMatch(/^\s*client_body_timeout 4s;$/m);
  expect(conf).toMatch(/^\s*client_header_timeout 65s;$/m);
  await expect(renderNginxConfig({ ...options, directives: { proxy_request_buffering: 'off' } })).rejects.toThrow('0 `proxy_request_buffering` directives');
});

describe.runIf(runs)('rolling restart behind nginx [postgres + redis]', () => {
  let database: Database;
  let dataDir: string;
  let nginx: RunningNginx | undefined;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    database = await target!.open({ seeded: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-cluster-'));
  });
  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await nginx?.stop();
    if (database) await target!.dispose(database);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no request, sign-in or debit while each instance is restarted in turn', async () => {
    const env = {
      DATABASE_URL: target!.urlOf!(database)!,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `gv-cluster-${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: 'loopback',
      SEED_CATALOG: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
      REALTIME_TIMEOUT_SECONDS: String(SOCKET_TIMEOUT_SECONDS),
      // Every socket reaches the instances from nginx's address.
      REALTIME_MAX_CONNECTIONS_PER_IP: String(SOCKETS * 2),
    };
    const items = await database.db
      .insert(projects)
      .values(Array.from({ length: 400 }, (_, i) => ({ project_name: `Küme Testi GES ${i}`, is_verified: true })))
      .returning({ id: projects.id });
    const members = Array.from({ length: 4 }, (_, i) => `kume-${i}@example.com`);
    for (const email of members) await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: PASSWORD, premium: true, balance: 100_000 });

    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(await startServerProcess(env, { port }));
    nginx = await startNginx({ port: await freePort(), upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    const base = nginx.url;

    const failures: string[] = [];
    const done = { reads: 0, sessions: 0, signIns: 0, opens: 0, exports: 0, paidExports: 0, downloads: 0, reconnects: 0 };
    const opened: { member: number; project: string }[] = [];
    // A connection to nginx per request: nginx's reload closes its old workers' idle client connections,
    // and a request sent on one just then fails in this client (a browser sends it again; undici does not).
    // What is measured is the path from nginx to the instances.
    const fresh = new Agent({ pipelining: 0 });
    const call = async (what: string, url: string, init?: RequestInit) => {
      try {
        const res = await fetch(`${base}${url}`, { ...init, dispatcher: fresh });
        // Read whole here (a cut answer is a failure); the caller reads the copy if it needs the body.
        const copy = res.clone();
        await res.arrayBuffer();
        if (!res.ok) failures.push(`${what}: ${res.status}`);
        return copy;
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
        return null;
      }
    };
    const signIn = async (email: string) => {
      const res = await call('sign-in', '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
      return res?.ok ? res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') : null;
    };

    // 200 visitors' presence sockets through nginx. Closed by a draining instance (1012), each opens
    // again after 1 s (the browser's first reconnect delay) and lands on the running instance.
    let running = true;
    const wsUrl = `${base.replace('http', 'ws')}/api/realtime`;
    const sockets: (RealtimeClient | null)[] = Array.from({ length: SOCKETS }, () => null);
    const keepOpen = async (i: number): Promise<void> => {
      let client: RealtimeClient;
      try {
        client = await RealtimeClient.open(wsUrl, { answersPings: true });
      } catch (error) {
        if (!running) return;
        failures.push(`socket: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 1_000));
        return keepOpen(i);
      }
      sockets[i] = client;
      void client.closed.then(async ({ code }) => {
        sockets[i] = null;
        if (!running) return;
        if (code !== CLOSE.restart) failures.push(`socket closed with ${code}`);
        done.reconnects += 1;
        await new Promise((r) => setTimeout(r, 1_000));
        if (running) await keepOpen(i);
      });
    };
    for (let i = 0; i < SOCKETS; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => keepOpen(i + j)));
    /** True when every socket is open and was last told the whole count. */
    const presenceWhole = () => sockets.every((s) => s?.isOpen && s.lastCount() === SOCKETS);
    await expect.poll(presenceWhole, { timeout: 10_000, interval: 100 }).toBe(true);

    // One loop per member: a list page, a new sign-in whose session must then work, and a paid opening.
    const loops = members.map(async (email, member) => {
      let cookie = await signIn(email);
      let next = 0;
      while (running) {
        await call('list', '/api/projects', { headers: { cookie: cookie ?? '' } });
        done.reads += 1;
        const fresh = await signIn(email);
        if (fresh) {
          cookie = fresh;
          done.signIns += 1;
          const session = await call('session', '/api/auth/session', { headers: { cookie } });
          if (session?.ok) done.sessions += 1;
        }
        // A member's own hundred projects; opening one again is free, and must stay one debit.
        const project = items[member * 100 + (next++ % 100)]!.id;
        const open = await call('open', `/api/projects/${project}/open`, { method: 'POST', headers: { cookie: cookie ?? '', 'content-type': 'application/json' }, body: shownCost });
        if (open?.ok) {
          done.opens += 1;
          if (!opened.some((o) => o.member === member && o.project === project)) opened.push({ member, project });
        }
        // Every third round a paid export of a list this member has not exported (its own search, which
        // finds at least one of the test's projects): quoted, confirmed at the quote (one debit), downloaded.
        if (next % 3 === 0) {
          const search = `Küme Testi GES ${member * 100 + (next % 100)}`;
          const json = { cookie: cookie ?? '', 'content-type': 'application/json' };
          const quote = await call('export quote', '/api/exports/quote', { method: 'POST', headers: json, body: JSON.stringify({ kind: 'projects', search }) });
          if (quote?.ok) {
            const { total } = (await quote.json()) as { total: number };
            const confirmed = await call('export', '/api/exports', { method: 'POST', headers: json, body: JSON.stringify({ kind: 'projects', search, quoted_total: total }) });
            if (confirmed?.ok) {
              const { download, charged } = (await confirmed.json()) as { download: { csv: string }; charged: number };
              done.exports += 1;
              if (charged > 0) done.paidExports += 1;
              if ((await call('export download', download.csv, { headers: { cookie: cookie ?? '' } }))?.ok) done.downloads += 1;
            }
          }
        }
      }
    });

    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await settle(1_000);
    // The procedure of the README: out of nginx's rotation (marked down, reloaded), drained by SIGTERM,
    // started again, back in rotation. Closing a listener resets the connections still waiting in its
    // queue, after nginx may have sent a POST on one (a 502 it may not retry): taken out first, the
    // instance is sent nothing new while it stops.
    const presenceBackMs: number[] = [];
    const upstreams = (down?: number) => ports.map((port, j) => `127.0.0.1:${port}${j === down ? ' down' : ''}`);
    for (const [i, port] of ports.entries()) {
      await nginx.reload(upstreams(i));
      const old = instances[i]!;
      const exit = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
      const stoppedAt = Date.now();
      old.child.kill('SIGTERM');
      // Presence whole again (every socket reconnected and told 200) within the socket timeout of the
      // moment its sockets were closed, on the instance still running: timed from the SIGTERM on,
      // beside the restart, whose own start (seconds on a busy machine) the sockets do not wait for.
      const presenceBack = (async () => {
        await expect.poll(() => presenceWhole(), { timeout: SOCKET_TIMEOUT_SECONDS * 1000, interval: 50 }).toBe(false);
        await expect.poll(presenceWhole, { timeout: SOCKET_TIMEOUT_SECONDS * 1000, interval: 100 }).toBe(true);
        return Date.now() - stoppedAt;
      })();
      expect(await exit).toBe(0);
      instances[i] = await startServerProcess(env, { port });
      await nginx.reload(upstreams());
      presenceBackMs.push(await presenceBack);
      await settle(1_000);
    }
    running = false;
    await Promise.all(loops);
    for (const socket of sockets) socket?.close();

    // The run's own figures, printed: what went through the balancer while both instances restarted.
    console.log(
      `rolling restart behind nginx: ${done.reads} list reads, ${done.signIns} sign-ins (${done.sessions} sessions used), ${done.opens} paid opens, ` +
        `${done.exports} exports (${done.paidExports} charged, ${done.downloads} downloaded), ${SOCKETS} presence sockets (${done.reconnects} reconnects, whole again ${presenceBackMs.map((ms) => `${ms} ms`).join(' and ')} after each instance's SIGTERM); ${failures.length} failed`,
    );
    expect([...new Set(failures)]).toEqual([]);
    expect(done.reads).toBeGreaterThan(20);
    expect(done.sessions).toBe(done.signIns);
    expect(done.opens).toBeGreaterThanOrEqual(opened.length);
    expect(done.paidExports).toBeGreaterThan(0);
    expect(done.downloads).toBe(done.exports);
    // Each instance's sockets were closed by its drain and opened again elsewhere.
    expect(done.reconnects).toBeGreaterThanOrEqual(SOCKETS);
    for (const ms of presenceBackMs) expect(ms).toBeLessThan(SOCKET_TIMEOUT_SECONDS * 1000);

    // Money: every balance equals its opening amount plus its ledger, one debit per opened project.
    const rows = await queryRows<{ email: string; balance: number; ledger: number; opened: number; open_debits: number; exports: number; export_debits: number }>(
      database.db,
      sql`SELECT u.email, u.token_balance AS balance,
                 coalesce((SELECT sum(amount) FROM token_transactions t WHERE t.user_id = u.id), 0)::int AS ledger,
                 (SELECT count(*) FROM user_projects p WHERE p.user_id = u.id)::int AS opened,
                 (SELECT count(*) FROM token_transactions t WHERE t.user_id = u.id AND t.idempotency_key LIKE 'open:%')::int AS open_debits,
                 (SELECT count(*) FROM paid_exports e WHERE e.user_id = u.id AND e.amount > 0)::int AS exports,
                 (SELECT count(*) FROM token_transactions t WHERE t.user_id = u.id AND t.description LIKE ${`${TOKEN_COST_DESCRIPTIONS.export_rows}:%`})::int AS export_debits
          FROM users u WHERE u.email LIKE 'kume-%'`,
    );
    for (const row of rows) {
      expect(row.balance, `balance of ${row.email}`).toBe(row.ledger);
      expect(row.open_debits, `debits of ${row.email}`).toBe(row.opened);
      expect(row.export_debits, `export debits of ${row.email}`).toBe(row.exports);
    }
    expect(rows.reduce((sum, row) => sum + row.exports, 0)).toBe(done.paidExports);
    expect(rows.reduce((sum, row) => sum + row.opened, 0)).toBe(opened.length);
  });
});
