import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { databaseTargets } from '../test/databases';
import { startServerProcess, type ServerProcess } from '../test/server-process';

// The drain at SIGTERM (decision 068), on the real process `npm start` runs: not ready first, then no
// new connection, the request in flight answered, realtime sockets closed with 1012, exit 0; and a
// request still unfinished at SHUTDOWN_TIMEOUT_SECONDS does not hold the exit. On PostgreSQL (a copy of the
// migrated template), as instances behind a balancer run; an embedded database's first start would
// spend most of the test migrating.

const target = databaseTargets().find((t) => t.name === 'postgres');
let database: Database;
const dirs: string[] = [];
beforeAll(async () => {
  if (target) database = await target.open();
});
afterAll(async () => {
  if (database) await target!.dispose(database);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gv-drain-'));
  dirs.push(dir);
  return startServerProcess({ DATABASE_URL: target!.urlOf!(database)!, DATA_DIR: dir, SEED_CATALOG: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
}

const exited = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
  });

/**
 * A sign-in whose body is sent in two parts: in flight from the first part until the answer. It
 * resolves once the server has taken the request (its "100 Continue"), so a SIGTERM sent after it
 * always finds the request in flight; a connection not yet accepted would let the drain end at once.
 */
async function halfSentSignIn(url: string): Promise<{ socket: Socket; finish: () => Promise<string> }> {
  const { port } = new URL(url);
  const body = JSON.stringify({ email: 'kimse@example.com', password: 'yanlis-sifre-123' });
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  let failure: Error | undefined;
  // A request cut off by the exit ends in a reset; `finish` reports it, an unfinished one ignores it.
  socket.on('error', (error) => (failure = error));
  const taken = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (/^HTTP\/1\.1 100 Continue\r\n\r\n/.test(received)) resolve();
    });
    socket.once('close', () => reject(new Error(`closed before 100 Continue: ${received}`)));
  });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await taken;
  socket.write(body.slice(0, 10));
  return {
    socket,
    finish: () =>
      new Promise((resolve, reject) => {
        socket.once('close', () => (failure ? reject(failure) : resolve(received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''))));
        socket.write(body.slice(10));
      }),
  };
}

function openSocket(url: string): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`);
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.once('open', () => resolve({ closed }));
    ws.once('error', reject);
  });
}

describe.runIf(Boolean(target))('drain at SIGTERM [postgres]', () => {
  it('answers not ready, refuses new connections, finishes the request in flight and closes sockets with 1012', async () => {
    const server = await start({ SHUTDOWN_DELAY_SECONDS: '1' });
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const inFlight = await halfSentSignIn(server.url);
    const socket = await openSocket(server.url);
    const exit = exited(server);

    server.child.kill('SIGTERM');
    // Within the delay: still listening, but not ready, and alive.
    await expect.poll(async () => (await fetch(`${server.url}/api/health/ready`)).status, { interval: 50 }).toBe(503);
    const draining = await fetch(`${server.url}/api/health/ready`);
    expect(draining.headers.get('connection')).toBe('close');
    expect(await draining.json()).toEqual({ status: 'draining', database: 'ok' });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);

    expect(await socket.closed).toBe(1012);
    await expect.poll(() => fetch(`${server.url}/api/health/live`).then(() => 'answered', () => 'refused'), { interval: 50 }).toBe('refused');
    // The request that was in flight when the drain began still gets its whole answer.
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: close/i);
    expect(await exit).toBe(0);
  });

  it('exits after SHUTDOWN_TIMEOUT_SECONDS when a request never finishes', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const stuck = await halfSentSignIn(server.url);
    const exit = exited(server);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await exit).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    stuck.socket.destroy();
  });
});
