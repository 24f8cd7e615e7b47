import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { databaseTargets } from '../server/test/databases';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { nginxPath, startNginx, type RunningNginx } from './cluster';

// What a client's own connection decides once nginx stands in front (decision 068): the address every
// per-address limit counts by, the scheme the app believes, and how long a slow client can hold an
// instance. One instance on PostgreSQL and Redis behind Debian's nginx with deploy/nginx.conf, reached
// over plain http and over TLS; the instance runs with TRUST_PROXY set to nginx's address, as the
// README's production section says. Needs nginx and openssl (`.ci/run` installs nginx).

const target = databaseTargets().find((t) => t.name === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL;
const runs = Boolean(target && redisUrl && (nginxPath() || process.env.CI));

/** Forgot-password's per-address limit in this run (20 a minute by default). */
const PER_ADDRESS = 5;
/** Forgot-password's answer for an address no member has (counted like any other). */
const UNKNOWN_EMAIL = 404;
/** Slow clients at once; half send their whole body a byte a second, half stop after one byte. */
const SLOW_CLIENTS = 20;
const SLOW_BODY_BYTES = 4;
/**
 * nginx's client_body_timeout in this run (65 s in the file): what ends a client that stops sending.
 * Four times the slow clients' pace, so a busy machine's late timer does not end one that keeps sending.
 */
const BODY_TIMEOUT_SECONDS = 4;

interface LogLine {
  msg?: string;
  req?: { method: string; url: string; host: string; remoteAddress: string };
}

describe.runIf(runs)('clients behind nginx: addresses, scheme, slow bodies [postgres + redis]', () => {
  let database: Database;
  let dir: string;
  let instance: ServerProcess;
  let nginx: RunningNginx | undefined;
  let tlsUrl: string;
  /** What the instance logged on each request's arrival, with when this process heard of it. */
  const arrivals: { at: number; method: string; url: string; host: string; address: string }[] = [];
  const agents: Agent[] = [];
  /**
   * An undici agent whose connections leave from `localAddress` (Linux routes all of 127/8 to lo). The
   * option belongs to the agent itself: undici overrides a `localAddress` given under `connect`.
   */
  const from = (localAddress: string, tls = false) => {
    const agent = new Agent({ pipelining: 0, localAddress, ...(tls ? { connect: { rejectUnauthorized: false } } : {}) });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    database = await target!.open();
    dir = await mkdtemp(path.join(tmpdir(), 'gv-cluster-clients-'));
    const certificate = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
    instance = await startServerProcess(
      {
        DATABASE_URL: target!.urlOf!(database)!,
        DATA_DIR: dir,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `gv-cluster-clients-${randomBytes(4).toString('hex')}:`,
        // nginx's address as the instance sees it: the safer of the README's two settings.
        TRUST_PROXY: '127.0.0.1',
        // Neither nginx address: an Origin matches only `request.protocol://request.host`, i.e. the
        // scheme and host nginx forwarded.
        PUBLIC_URL: 'https://gunesveri.example',
        SEED_CATALOG: 'false',
        SEED_DEMO: 'false',
        // Info: the instance logs each request as it arrives, with the address it counts it by.
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      },
      {
        onLogLine: (line) => {
          // Not every line is JSON: the start prints its address for people.
          if (!line.startsWith('{')) return;
          const entry = JSON.parse(line) as LogLine;
          if (entry.msg === 'incoming request' && entry.req) {
            arrivals.push({ at: Date.now(), method: entry.req.method, url: entry.req.url, host: entry.req.host, address: entry.req.remoteAddress });
          }
        },
      },
    );
    const tlsPort = await freePort();
    nginx = await startNginx({
      port: await freePort(),
      upstreams: [new URL(instance.url).host],
      tls: { listen: `127.0.0.1:${tlsPort}`, certificate, key },
      directives: { client_body_timeout: `${BODY_TIMEOUT_SECONDS}s` },
    });
    tlsUrl = `https://127.0.0.1:${tlsPort}`;
  });
  afterAll(async () => {
    await Promise.all(agents.map((agent) => agent.close()));
    if (instance?.child.exitCode === null) instance.child.kill('SIGKILL');
    await nginx?.stop();
    if (database) await target!.dispose(database);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('limits each client by the address nginx saw, whatever X-Forwarded-For it sends, and tells the app the scheme', async () => {
    const forgot = async (agent: Agent, forwardedFor?: string) => {
      const res = await fetch(`${nginx!.url}/api/auth/forgot-password`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ email: 'kimse@example.com' }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const a = from('127.0.0.2');
    const b = from('127.0.0.3');
    const statuses = { a: [] as number[], aForged: [] as number[], b: [] as number[] };

    // A spends its whole limit; its next request is refused, and so is one that claims another address.
    for (let i = 0; i <= PER_ADDRESS; i += 1) statuses.a.push(await forgot(a));
    statuses.aForged.push(await forgot(a, '1.2.3.4'), await forgot(a, '1.2.3.4, 127.0.0.9'));
    // B has a bucket of its own — not A's (it names A's address) and no fresh one per forged address.
    const forged = ['127.0.0.2', '1.2.3.4', '5.6.7.8', '127.0.0.1', '1.2.3.4'];
    for (let i = 0; i <= PER_ADDRESS; i += 1) statuses.b.push(await forgot(b, forged[i % forged.length]));

    // The instance's log line of a request comes through its own pipe, after the answer: wait for the last.
    const forgotLines = () => arrivals.filter((r) => r.url === '/api/auth/forgot-password');
    await expect.poll(() => forgotLines().length, { timeout: 10_000 }).toBe(PER_ADDRESS * 2 + 4);
    const seen = forgotLines();
    console.log(
      `addresses through nginx: A (127.0.0.2) ${statuses.a.join(' ')}, A claiming 1.2.3.4: ${statuses.aForged.join(' ')}; ` +
        `B (127.0.0.3) claiming others ${statuses.b.join(' ')}; the instance saw ${[...new Set(seen.map((r) => r.address))].join(', ')}`,
    );
    expect(statuses.a).toEqual([...Array<number>(PER_ADDRESS).fill(UNKNOWN_EMAIL), 429]);
    expect(statuses.aForged).toEqual([429, 429]);
    expect(statuses.b).toEqual([...Array<number>(PER_ADDRESS).fill(UNKNOWN_EMAIL), 429]);
    // What the instance counted by: the two real addresses, never nginx's nor a forged one.
    expect(seen).toHaveLength(PER_ADDRESS * 2 + 4);
    expect(seen.filter((r) => r.address === '127.0.0.2')).toHaveLength(PER_ADDRESS + 3);
    expect(seen.filter((r) => r.address === '127.0.0.3')).toHaveLength(PER_ADDRESS + 1);

    // X-Forwarded-Proto: a POST's Origin is accepted when it is `request.protocol://request.host`
    // (PUBLIC_URL is neither address here), so the scheme the app believes decides it. Over TLS it is
    // https although the instance itself is reached over http; over plain http a client's own
    // `X-Forwarded-Proto: https` is replaced by nginx's.
    const signOut = async (base: string, agent: Agent, origin: string, proto?: string) => {
      const res = await fetch(`${base}/api/auth/logout`, { method: 'POST', dispatcher: agent, headers: { origin, ...(proto ? { 'x-forwarded-proto': proto } : {}) } });
      await res.arrayBuffer();
      return res.status;
    };
    const tls = from('127.0.0.4', true);
    const plain = from('127.0.0.4');
    const schemes = {
      tlsHttps: await signOut(tlsUrl, tls, 'https://127.0.0.1'),
      tlsHttp: await signOut(tlsUrl, tls, 'http://127.0.0.1', 'http'),
      plainHttp: await signOut(nginx!.url, plain, 'http://127.0.0.1'),
      plainHttps: await signOut(nginx!.url, plain, 'https://127.0.0.1', 'https'),
    };
    console.log(`scheme through nginx: over TLS, Origin https ${schemes.tlsHttps}, http ${schemes.tlsHttp}; over http, Origin http ${schemes.plainHttp}, https (claimed) ${schemes.plainHttps}`);
    expect(schemes).toEqual({ tlsHttps: 200, tlsHttp: 403, plainHttp: 200, plainHttps: 403 });
  });

  it('holds no instance connection for slow clients: nginx takes their bodies, others are answered meanwhile', async () => {
    const port = Number(new URL(instance.url).port);
    const started = Date.now();
    const clients = Array.from({ length: SLOW_CLIENTS }, (_, i) => ({
      url: `/api/auth/logout?slow=${i}`,
      completes: i % 2 === 0,
      sent: 0,
      lastByteAt: 0,
      answer: '',
      endedAt: 0,
    }));
    const sockets: Socket[] = [];
    const ended = clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: '127.0.0.1', port: Number(new URL(nginx!.url).port) });
          sockets.push(socket);
          socket.setEncoding('latin1');
          socket.on('data', (chunk: string) => (client.answer += chunk));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            client.endedAt = Date.now();
            resolve();
          });
          socket.write(`POST ${client.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${SLOW_BODY_BYTES}\r\nConnection: close\r\n\r\n`);
        }),
    );
    // A byte a second; the stalling half stops after its first.
    const dribble = setInterval(() => {
      for (const [i, client] of clients.entries()) {
        if (client.sent >= (client.completes ? SLOW_BODY_BYTES : 1) || sockets[i]!.destroyed) continue;
        client.sent += 1;
        client.lastByteAt = Date.now();
        sockets[i]!.write('x');
      }
    }, 1_000);

    // Meanwhile: other visitors' requests, one after another, and the instance's open connections.
    let slowDone = false;
    const normal: { status: number; ms: number; beforeFirstSlowAnswer: boolean }[] = [];
    const samples: { at: number; connections: number }[] = [];
    const firstSlowAnswer = () => clients.some((c) => c.answer !== '' || c.endedAt > 0);
    // A sample is dated when its reading has ended: on a loaded machine a reading begun just before the
    // last byte of a body may run after nginx has passed that body on, and must not count as "before".
    const sampler = setInterval(() => {
      void instanceConnections(port).then((connections) => samples.push({ at: Date.now(), connections }));
    }, 100);
    const visitors = (async () => {
      const agent = from('127.0.0.5');
      while (!slowDone) {
        const t0 = Date.now();
        const res = await fetch(`${nginx!.url}/api/projects`, { dispatcher: agent });
        await res.arrayBuffer();
        normal.push({ status: res.status, ms: Date.now() - t0, beforeFirstSlowAnswer: !firstSlowAnswer() });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all(ended);
    slowDone = true;
    clearInterval(dribble);
    clearInterval(sampler);
    await visitors;
    // The instance's log reaches this process through a pipe: wait until every whole body it was sent is told.
    const slowLines = () => arrivals.filter((r) => r.url.startsWith('/api/auth/logout?slow='));
    await expect.poll(() => slowLines().length, { timeout: 10_000 }).toBe(clients.filter((c) => c.completes).length);
    const slowSeen = slowLines();
    const status = (answer: string) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none';
    const completers = clients.filter((c) => c.completes);
    const stallers = clients.filter((c) => !c.completes);
    const elapsed = Date.now() - started;
    // The instance's connections while every slow client was still sending: before the first whole body.
    const firstWholeBody = Math.min(...completers.map((c) => c.lastByteAt));
    const held = samples.filter((s) => s.at < firstWholeBody).map((s) => s.connections);
    console.log(
      `slow clients through nginx: ${SLOW_CLIENTS} at once (client_body_timeout ${BODY_TIMEOUT_SECONDS}s), ` +
        `${completers.length} sending ${SLOW_BODY_BYTES} bytes a byte a second: ${[...new Set(completers.map((c) => status(c.answer)))].join('/')}, ` +
        `${stallers.length} stopping after one: ${[...new Set(stallers.map((c) => status(c.answer)))].join('/')} after ${Math.min(...stallers.map((c) => c.endedAt - c.lastByteAt))}–${Math.max(...stallers.map((c) => c.endedAt - c.lastByteAt))} ms; ` +
        `the instance saw ${slowSeen.length} of them, each after its last byte; its connections while all ${SLOW_CLIENTS} dribbled ${Math.min(...held)}–${Math.max(...held)} (${held.length} samples); ` +
        `${normal.length} other requests answered (${normal.filter((n) => n.beforeFirstSlowAnswer).length} before any slow client's answer), slowest ${Math.max(...normal.map((n) => n.ms))} ms; ${elapsed} ms in all`,
    );

    expect(normal.every((n) => n.status === 200)).toBe(true);
    expect(normal.filter((n) => n.beforeFirstSlowAnswer).length).toBeGreaterThanOrEqual(3);
    // Every whole body reached the instance once, only after its last byte; no cut-off one ever did.
    expect(completers.map((c) => status(c.answer))).toEqual(completers.map(() => '200'));
    expect(slowSeen.map((r) => r.url).sort()).toEqual(completers.map((c) => c.url).sort());
    for (const client of completers) expect(slowSeen.find((r) => r.url === client.url)!.at).toBeGreaterThanOrEqual(client.lastByteAt);
    // nginx ended each stalled client itself (a 408, or closed), after its body timeout.
    for (const client of stallers) {
      expect(['408', 'none']).toContain(status(client.answer));
      expect(client.endedAt - client.lastByteAt).toBeGreaterThanOrEqual(BODY_TIMEOUT_SECONDS * 1000 - 500);
    }
    // While twenty dribbled the instance held at most the other visitors' one request at a time, and
    // often none: nginx opens an upstream connection only for a whole request.
    expect(held.length).toBeGreaterThan(0);
    expect(Math.min(...held)).toBe(0);
    expect(Math.max(...held)).toBeLessThan(SLOW_CLIENTS / 4);
  });
});

/**
 * Established connections to the instance's port from another process (nginx), read from
 * /proc/net/tcp: this process's own (the start's kept-alive health check) are left out.
 */
async function instanceConnections(port: number): Promise<number> {
  const rows = (await readFile('/proc/net/tcp', 'utf8'))
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9)
    .map((fields) => ({ local: fields[1]!, remote: fields[2]!, state: fields[3]!, inode: fields[9]! }));
  const own = new Set<string>();
  for (const fd of await readdir('/proc/self/fd').catch(() => [])) {
    const link = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode) own.add(inode);
  }
  const listening = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return rows.filter((row) => {
    if (!row.local.endsWith(listening) || row.state !== '01') return false;
    const client = rows.find((other) => other.local === row.remote && other.remote === row.local);
    return !(client && own.has(client.inode));
  }).length;
}
