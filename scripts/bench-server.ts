import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE } from './build-if-stale.mjs';

// The benchmarks' one way to start the server they measure: what `npm start` runs in production
// (its bundle, NODE_ENV=production), with production's refusals answered on purpose (plain http on
// loopback, demo accounts, mail to the log) and the sign-in limits out of the way, since they are
// not what is measured. The caller builds the bundle first where stale (decision 022).

/** A free-enough port in `base`..`base + span` (benchmarks run one at a time). */
export function randomPort(base = 36000, span = 3000): number {
  return base + Math.floor(Math.random() * span);
}

/** The production server's environment for a benchmark on `port`, before the caller's own settings. */
export function benchServerEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ALLOW_INSECURE_HTTP: 'true',
    ALLOW_DEMO_ACCOUNTS: 'true',
    MAIL_LOG: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
    ...extra,
  };
}

/** Waits until `url` answers 200; throws when `child` exits first or `timeoutMs` passes. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 180_000, what = 'the server'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(url).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface BenchServer {
  child: ChildProcess;
  port: number;
  address: string;
  /** Stops the server and waits for it to exit (it writes its data folder until then). */
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  port?: number;
  /** Settings over `benchServerEnv`; DATA_DIR defaults to a new temporary folder. */
  env?: Record<string, string>;
  /** Node's own flags before the bundle (e.g. --cpu-prof). */
  nodeArgs?: string[];
  stdio?: StdioOptions;
  timeoutMs?: number;
}

/** Starts the server bundle in its own process and waits until /api/health answers. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? randomPort();
  const address = `http://127.0.0.1:${port}`;
  const dataDir = options.env?.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'gv-bench-server-')));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_BUNDLE], {
    env: { ...process.env, ...benchServerEnv(port, { DATA_DIR: dataDir, ...options.env }) },
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill();
  process.on('exit', killOnExit);
  await waitUntilAnswering(`${address}/api/health`, child, options.timeoutMs);
  return {
    child,
    port,
    address,
    async stop() {
      process.off('exit', killOnExit);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null && child.kill()) await exited;
    },
  };
}
