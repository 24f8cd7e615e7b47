import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/project-root';

// A local cluster (decision 068): N app instances on loopback behind Debian's nginx, configured by
// deploy/nginx.conf — the same file a real host uses. `npm run cluster -- 2` starts one on
// http://127.0.0.1:8080 against DATABASE_URL and REDIS_URL; the rolling-restart test starts its own.

export const NGINX_CONF = path.join(PROJECT_ROOT, 'deploy', 'nginx.conf');

/** nginx's path, or null where it is not installed (`.ci/run` installs it). */
export function nginxPath(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export interface NginxOptions {
  /** Where nginx listens for plain http (`127.0.0.1:8080`). */
  listen: string;
  upstreams: string[];
  /** nginx's own directory (pid, temporary files). */
  prefix: string;
  /** A second listener with TLS, as a real host's `listen 443 ssl` with its certificate. */
  tls?: { listen: string; certificate: string; key: string };
  /**
   * Directives of the file given other values (a test's shorter `client_body_timeout`): each must be in
   * the file exactly once, so a renamed or removed one fails the render rather than test nothing.
   */
  directives?: Record<string, string>;
}

/** deploy/nginx.conf with its slots filled: where nginx listens, the instances' addresses, nginx's own directory. */
export async function renderNginxConfig(options: NginxOptions): Promise<string> {
  const template = await readFile(NGINX_CONF, 'utf8');
  // The template's `listen {{LISTEN}};` ends the last line written into the slot.
  const listen = options.tls
    ? `${options.listen};\n    listen ${options.tls.listen} ssl;\n    ssl_certificate ${options.tls.certificate};\n    ssl_certificate_key ${options.tls.key}`
    : options.listen;
  let conf = template
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{PREFIX}}', options.prefix)
    .replace('{{UPSTREAMS}}', options.upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=1s;`).join('\n    '));
  for (const [name, value] of Object.entries(options.directives ?? {})) {
    const directive = new RegExp(`^([ \\t]*${name}) [^;\\n]+;`, 'gm');
    const found = conf.match(directive)?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/nginx.conf has ${found} \`${name}\` directives; one was expected`);
    conf = conf.replace(directive, `$1 ${value};`);
  }
  return conf;
}

export interface RunningNginx {
  url: string;
  /**
   * Writes the configuration again with these instances (an address followed by ` down` is taken out of
   * rotation) and has nginx load it: new requests go by it at once, those in flight finish.
   */
  reload(upstreams: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground of a child process, with a directory of its own, and waits until it answers. */
export async function startNginx(options: { port: number; upstreams: string[] } & Pick<NginxOptions, 'tls' | 'directives'>): Promise<RunningNginx> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const prefix = await mkdtemp(path.join(tmpdir(), 'gv-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  const render = (upstreams: string[]) => renderNginxConfig({ listen: `127.0.0.1:${options.port}`, upstreams, prefix, tls: options.tls, directives: options.directives });
  await writeFile(conf, await render(options.upstreams));
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let printed = '';
  child.stderr!.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString('utf8')).slice(-4_000)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${printed.trim()}`);
    if (await fetch(`${url}/api/health/live`).then((r) => r.status < 500, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 10 s: ${printed.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async reload(upstreams) {
      await writeFile(conf, await render(upstreams));
      child.kill('SIGHUP');
      // nginx starts workers with the new configuration and lets the old ones finish; give it a moment.
      await new Promise((r) => setTimeout(r, 500));
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

async function main() {
  const count = Number(process.argv[2] ?? 2);
  const { startServerProcess } = await import('../server/test/server-process');
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required: every instance shares one PostgreSQL');
  const ports = Array.from({ length: count }, (_, i) => 3101 + i);
  const instances: { child: ChildProcess }[] = [];
  for (const port of ports) {
    instances.push(await startServerProcess({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'http://127.0.0.1:8080' }, { port }));
    console.log(`instance on 127.0.0.1:${port}`);
  }
  const nginx = await startNginx({ port: Number(process.env.CLUSTER_PORT ?? 8080), upstreams: ports.map((p) => `127.0.0.1:${p}`) });
  console.log(`nginx: ${nginx.url} (Ctrl-C stops everything)`);
  process.once('SIGINT', () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    void nginx.stop().then(() => process.exit(0));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
