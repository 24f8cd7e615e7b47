import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `npm start` builds the web app only when its sources changed since the last build (issue 17 P10):
// a hash of every file the build reads is kept beside the build.

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['client', 'shared', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const STAMP = path.join(root, 'dist/client/.source-hash');

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'node_modules' && !d.name.startsWith('.'))
    .flatMap((d) => files(path.join(entry, d.name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
if (existsSync(path.join(root, 'dist/client/index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === current) {
  console.log('Web uygulaması güncel; derleme atlandı.');
} else {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, current);
}
