import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_BUNDLE } from '../../scripts/build-if-stale.mjs';

/**
 * The server as `npm start` runs it, for the tests that need a real process (one to kill, one to
 * run beside a second instance, one that must refuse to start): the bundle, not the sources
 * through `tsx`, so they check what ships and each start skips compiling the server's modules. The run's
 * global setup builds it where stale (`buildServerIfStale`).
 */
export const SERVER_ARGS = [SERVER_BUNDLE];

/** A port nothing listens on now (the system picks it): a random one could be a connection's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last 4,000 characters it wrote to stderr (why it exited, when it did). */
  stderr(): string;
}

/**
 * Starts the server bundle on a free loopback port with `env` over this process's environment, and
 * waits until it answers /api/health. A start that exits or never answers fails with what the server
 * printed last (its start errors go to stderr), so the reason is in the test's failure. `port`: the
 * one a restarted instance had (a balancer's upstream names it). `onLogLine`: each line of its log
 * (stdout), for a test that reads what it warned.
 */
export async function startServerProcess(env: Record<string, string>, options: { port?: number; onLogLine?: (line: string) => void } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', options.onLogLine ? 'pipe' : 'ignore', 'pipe'],
  });
  if (options.onLogLine) {
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) options.onLogLine!(line);
    });
  }
  let printed = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-4_000);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${printed.trim() || '(nothing printed)'}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child, stderr: () => printed };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 60 s: ${printed.trim() || '(nothing printed)'}`);
}
