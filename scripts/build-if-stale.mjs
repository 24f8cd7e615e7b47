import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start` (and the browser journeys) build the web app and the server bundle only when their
// sources changed since the last build (docs/product-rules.md#speed, P10): a hash of every file a
// build reads is kept beside what it built; `npm run build` (`--force`) builds both and stamps them
// too. Plain JavaScript (types: build-if-stale.d.mts): node runs it at once, where tsx took a
// noticeable while to start (docs/benchmarks.md#code-figures).

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string[]} inputs Files and folders the build reads.
 * @property {string} output What the build writes; missing means build.
 * @property {string} stamp
 * @property {[string, string[]]} command
 */

/** The server bundle `npm start`, the journeys and the process tests run (decision 022). */
export const SERVER_BUNDLE = 'dist/server.mjs';

/** @type {Target} */
export const SERVER_TARGET = {
  // The server as one ES module: node starts it without compiling TypeScript.
  name: 'Sunucu',
  inputs: ['server', 'shared', 'tsconfig.json', 'package-lock.json'],
  output: SERVER_BUNDLE,
  stamp: 'dist/.server-source-hash',
  command: ['npm', ['run', 'build:server']],
};

/**
 * The journeys' server host (e2e/support/journey-host.ts; decision 058): the same server code, in one
 * process per Playwright worker. Built by the journeys' global setup only.
 * @type {Target}
 */
export const JOURNEY_HOST_TARGET = {
  name: 'Yolculuk sunucusu',
  inputs: ['server', 'shared', 'e2e/support/journey-host.ts', 'tsconfig.json', 'package-lock.json'],
  output: 'dist/journey-host.mjs',
  stamp: 'dist/.journey-host-source-hash',
  command: ['npx', ['esbuild', 'e2e/support/journey-host.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', '--target=node20', '--outfile=dist/journey-host.mjs', '--log-level=warning']],
};

/** @type {Target[]} */
export const TARGETS = [
  {
    name: 'Web uygulaması',
    inputs: ['client', 'shared', 'public', 'index.html', 'vite.config.ts', 'scripts/marker-cluster-chunks.ts', 'server/plugins/page-hints.ts', 'tsconfig.json', 'package-lock.json'],
    output: 'dist/client/index.html',
    stamp: 'dist/client/.source-hash',
    command: ['npx', ['vite', 'build']],
  },
  SERVER_TARGET,
];

/** Tests are not part of any build: editing one rebuilds nothing. @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith(path.join('server', 'test') + path.sep);

/** @param {string} root @param {string} entry @returns {string[]} */
function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return isTest(entry) ? [] : [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'node_modules' && !d.name.startsWith('.'))
    .flatMap((d) => files(root, path.join(entry, d.name)));
}

/** @param {string} root @param {string[]} inputs */
function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => files(root, entry)).sort()) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds each target whose sources changed (every target with `force`, as `npm run build` does) and
 * stamps it; throws if a build fails, leaving that target unstamped. Returns the names it built.
 * @param {{ root?: string, targets?: Target[], force?: boolean }} [options]
 * @returns {string[]}
 */
export function buildIfStale({ root = ROOT, targets = TARGETS, force = false } = {}) {
  const built = [];
  for (const target of targets) {
    const current = sourceHash(root, target.inputs);
    const stamp = path.join(root, target.stamp);
    if (!force && existsSync(path.join(root, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
      console.log(`${target.name} güncel; derleme atlandı.`);
      continue;
    }
    const [command, args] = target.command;
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${target.name} derlenemedi (${command} ${args.join(' ')}: ${build.status}).`);
    writeFileSync(stamp, current);
    built.push(target.name);
  }
  return built;
}

/** The server bundle alone, if its sources changed: for what starts the server without the web app (process tests, benches). */
export function buildServerIfStale() {
  return buildIfStale({ targets: [SERVER_TARGET] });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // `--journeys`: the journeys' host too (npm test builds everything its steps start while the checks run).
    buildIfStale({ force: process.argv.includes('--force'), targets: process.argv.includes('--journeys') ? [...TARGETS, JOURNEY_HOST_TARGET] : TARGETS });
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
