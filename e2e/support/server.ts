import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminRows } from '../../server/test/postgres-admin';
import { SERVER_ARGS } from '../../server/test/server-process';
import { addDataFixtures, type DataFixture } from './data-fixtures';
import type { HostAnswer, HostMessage } from './journey-host';

// One template per checkout, so two checkouts on one machine can run their journeys side by side.
const checkout = path.resolve(import.meta.dirname, '../..');
export const TEMPLATE_DIR = path.join(
  tmpdir(),
  `gunesveri-e2e-template-${createHash('sha1').update(checkout).digest('hex').slice(0, 10)}`,
);

/**
 * With a PostgreSQL server (TEST_DATABASE_URL, which CI sets), the journeys' servers run on it, as
 * production does: each spec file on its own database copied from one seeded template database
 * (`CREATE DATABASE … TEMPLATE`, tens of milliseconds), its jobs in pg-boss and its record events
 * over LISTEN/NOTIFY. Without one, each runs on a copy of the seeded PGlite data folder, as `npm
 * start` does (decision 080).
 */
export const JOURNEY_POSTGRES = process.env.TEST_DATABASE_URL ?? '';
/** The seeded template database of this checkout's journeys on PostgreSQL. */
export const POSTGRES_TEMPLATE = `gve_template_${createHash('sha1').update(checkout).digest('hex').slice(0, 10)}`;
/** What a run's journey databases are named with first (set by the global setup; workers inherit it). */
export const POSTGRES_RUN_PREFIX = 'GV_E2E_DATABASE_PREFIX';

/** One statement on the journeys' PostgreSQL server, outside any journey's database (CREATE/DROP DATABASE). */
export const adminQuery = (statement: string) => adminRows(JOURNEY_POSTGRES, statement);

/** The URL of database `name` on the journeys' PostgreSQL server. */
export function postgresUrl(name: string): string {
  const url = new URL(JOURNEY_POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server (`dist/server.mjs`) exactly as `npm start` does, on its own data folder (the template's first start). */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...journeyEnv(port, dataDir, env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(url, child, () => output);
  return { url, dataDir, stop: () => stopProcess(child) };
}

/** Copies `from`'s contents into the existing folder `to`, with modes and times (cp -a). */
function copyFolder(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => execFile('cp', ['-a', `${from}/.`, to], (error) => (error ? reject(error) : resolve())));
}

/** How long a server may take to answer its health check after it is spawned. */
export const SERVER_START_DEADLINE_MS = 90_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + SERVER_START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The environment every journey's server runs with: production, with the refusals it must pass answered. */
function journeyEnv(port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    // Production's refusals, each answered on purpose: payments go to the local iyzico simulator,
    // the site is plain http on loopback, the demo accounts sign in, and a server given no mail server
    // writes mails to its log.
    IYZICO_SIMULATOR: 'true',
    ALLOW_INSECURE_HTTP: 'true',
    ALLOW_DEMO_ACCOUNTS: 'true',
    MAIL_LOG: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...env,
  };
}

/** The journeys' host process (dist/journey-host.mjs): a worker's one server, rebuilt for each spec file. */
export const HOST_BUNDLE = 'dist/journey-host.mjs';

/**
 * One process per Playwright worker that serves each spec file in turn, each time with a new app on a
 * fresh copy of the seeded template database (decision 058). Its output is kept for a failed start.
 */
export class JourneyHost {
  private child?: ChildProcess;
  private output = '';
  private answers: ((answer: HostAnswer) => void)[] = [];
  private databases = 0;

  private spawnHost(): ChildProcess {
    const child = spawn(process.execPath, [HOST_BUNDLE], { cwd: checkout, env: process.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.stdout?.on('data', (chunk) => (this.output = (this.output + chunk).slice(-20_000)));
    child.stderr?.on('data', (chunk) => (this.output = (this.output + chunk).slice(-20_000)));
    child.on('message', (answer: HostAnswer) => this.answers.shift()?.(answer));
    child.on('exit', (code) => {
      for (const resolve of this.answers.splice(0)) resolve({ type: 'failed', message: `host exited (${code})` });
      if (this.child === child) this.child = undefined;
    });
    return child;
  }

  private ask(message: HostMessage): Promise<HostAnswer> {
    this.child ??= this.spawnHost();
    const child = this.child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server did not become healthy:\n${this.output}`));
      }, SERVER_START_DEADLINE_MS);
      this.answers.push((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      child.send(message);
    });
  }

  /** A fresh copy of the seeded template database (plus the file's data fixtures), served by this host. */
  async serve(env: Record<string, string> = {}, data: readonly DataFixture[] = []): Promise<RunningServer> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gunesveri-e2e-'));
    // cp(1): Node's fs.cp spent 1.3–2.8 s of CPU a copy walking the folder in JavaScript, cp(1) 0.13 s.
    await copyFolder(TEMPLATE_DIR, dataDir);
    const database = JOURNEY_POSTGRES ? `${process.env[POSTGRES_RUN_PREFIX]}${process.pid}_${++this.databases}` : '';
    if (database) {
      await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${POSTGRES_TEMPLATE}`);
      // As the API tests' databases: a commit need not wait for the disk of a database that dies with the file.
      await adminQuery(`ALTER DATABASE ${database} SET synchronous_commit = off`);
    }
    const databaseUrl = database ? postgresUrl(database) : '';
    await addDataFixtures(dataDir, data, databaseUrl);
    const port = await freePort();
    this.output = '';
    const started = await this.ask({ type: 'start', env: { ...journeyEnv(port, dataDir, env), DATABASE_URL: databaseUrl } });
    if (started.type !== 'started') throw new Error(`server did not start:\n${started.type === 'failed' ? started.message : ''}\n${this.output}`);
    return {
      url: `http://127.0.0.1:${port}`,
      dataDir,
      stop: async () => {
        await this.ask({ type: 'stop' });
        await rm(dataDir, { recursive: true, force: true });
        if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      },
    };
  }

  /** Ends the process (the worker is done). */
  async close() {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.disconnect();
    });
  }
}
