import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'node:net';
import { freePort } from '../server/test/server-process';

// A Redis and a PostgreSQL of a test's own, on free loopback ports, for the fault runs (decision 068):
// they are stopped and restarted on purpose, which the machine's shared servers must never be (other
// test files run against them at the same time).

/** redis-server's path, or null where it is not installed. */
export function redisServerPath(): string | null {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), or null where none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface PrivateRedis {
  url: string;
  /** Stops the server (no data kept: it comes back empty, as a Redis without persistence does). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const binary = redisServerPath();
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await waitForPort(port, 10_000);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  // A run that ends without its cleanup (a worker stopped) takes its server with it.
  process.once('exit', () => child?.kill('SIGKILL'));
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface PrivatePostgres {
  /** postgres:// URL of the database `gunesveri` on it. */
  url: string;
  port: number;
  /** pg_ctl stop -m fast: open connections are ended, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server's process ids (the postmaster first, then its children), to stall it with SIGSTOP. */
  pids(): Promise<number[]>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

/**
 * A PostgreSQL cluster in a temporary directory (initdb), started with pg_ctl on a free port, trusting
 * loopback. As root it runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs are not installed (/usr/lib/postgresql/*/bin/initdb)');
  const dir = await mkdtemp(path.join(tmpdir(), 'gv-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asOwner = (program: string, args: string[]) => (isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args]) as [string, string[]];
  const run = (program: string, args: string[]) => {
    const [command, argv] = asOwner(program, args);
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  if (isRoot()) {
    spawnSync('chown', ['postgres:postgres', dir]);
    await chmod(dir, 0o700);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=100`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    await waitForPort(port, 10_000);
  };
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  process.once('exit', () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) spawnSync(...asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']));
  });
  run('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'gunesveri']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/gunesveri`,
    port,
    start,
    stop,
    async pids() {
      const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
      return [postmaster, ...children];
    },
    async dispose() {
      try {
        await stop();
      } catch {
        // already stopped
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
