import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The Chromium the browser journeys run in (decision 021). `npm test` runs this first, before the
// typecheck, so a machine without a browser learns it in a second rather than after the unit tests;
// playwright.config.ts asks `findBrowser` the same question, so both use the same browser. Plain
// JavaScript: it runs before `npm ci` has anything to offer and starts at once (types:
// find-browser.d.mts).

/** Debian's package of Chromium's headless shell, the journeys' browser (decision 021). */
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
/** The fonts the journeys were laid out with: DejaVu Sans is what Debian's Chromium draws `system-ui` in. */
export const FONTS_PACKAGE = 'fonts-dejavu-core';
export const FONTS_DIR = '/usr/share/fonts/truetype/dejavu';

/**
 * Where a machine may have Chromium, best first: the headless shell, then Debian's full browser, then
 * other builds of it (they run the journeys the same way; decision 021 lists what differs).
 * @type {{ path: string, label: string }[]}
 */
export const CANDIDATES = [
  { path: '/usr/bin/chromium-headless-shell', label: 'Chromium headless shell' },
  { path: '/usr/bin/chromium', label: 'tam Chromium; chromium-headless-shell kurulu değil' },
  { path: '/usr/bin/chromium-browser', label: 'tam Chromium; chromium-headless-shell kurulu değil' },
  { path: '/usr/bin/google-chrome-stable', label: 'Google Chrome' },
  { path: '/usr/bin/google-chrome', label: 'Google Chrome' },
  { path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', label: 'Google Chrome' },
  { path: '/Applications/Chromium.app/Contents/MacOS/Chromium', label: 'Chromium' },
];

/**
 * @typedef {object} Machine What the choice depends on; the defaults look at this machine.
 * @property {NodeJS.ProcessEnv} env
 * @property {(file: string) => boolean} isExecutable
 * @property {(dir: string) => boolean} exists
 * @property {number | undefined} uid
 * @property {() => boolean} hasApt
 * @property {() => string | undefined} playwrightChromium Playwright's own download (`npx playwright install chromium`), if any.
 */

/**
 * @typedef {{ kind: 'use', path: string, label: string, line: string }
 *   | { kind: 'install', packages: string[], line: string }
 *   | { kind: 'stop', line: string }} Plan
 */

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** @type {Machine} */
export const THIS_MACHINE = {
  env: process.env,
  isExecutable,
  exists: existsSync,
  uid: process.getuid?.(),
  hasApt: () => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, 'apt-get'))),
  playwrightChromium() {
    try {
      return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/** @param {string} file @param {string} label @returns {Plan} */
const use = (file, label) => ({ kind: 'use', path: file, label, line: `Tarayıcı testleri: ${file} (${label})` });

/**
 * Which browser the journeys use, or what to do without one: `CHROMIUM_PATH` if set (and nothing
 * else), then the first candidate found, then Playwright's own Chromium. None: install the headless
 * shell where the user may (root with apt-get), otherwise stop with the command that installs it.
 * Nothing here is slow: a few file checks.
 * @param {Partial<Machine>} [overrides]
 * @returns {Plan}
 */
export function planBrowser(overrides = {}) {
  const machine = { ...THIS_MACHINE, ...overrides };
  const fromEnv = machine.env.CHROMIUM_PATH;
  if (fromEnv) {
    return machine.isExecutable(fromEnv)
      ? use(fromEnv, 'CHROMIUM_PATH')
      : { kind: 'stop', line: `CHROMIUM_PATH=${fromEnv} çalıştırılabilir bir dosya değil: düzeltin ya da kaldırın (unset CHROMIUM_PATH).` };
  }
  const found = CANDIDATES.find((c) => machine.isExecutable(c.path));
  if (found) return use(found.path, found.label);
  const own = machine.playwrightChromium();
  if (own && machine.isExecutable(own)) return use(own, "Playwright'ın Chromium'u");

  const packages = [HEADLESS_SHELL_PACKAGE, ...(machine.exists(FONTS_DIR) ? [] : [FONTS_PACKAGE])];
  const apt = machine.hasApt();
  if (apt && machine.uid === 0) {
    return { kind: 'install', packages, line: `Tarayıcı testleri için Chromium yok; kuruluyor: apt-get install ${packages.join(' ')}` };
  }
  const command = apt ? `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}` : 'npx playwright install chromium';
  return { kind: 'stop', line: `Tarayıcı testleri için Chromium yok. Kurmak için: ${command} (ya da Chromium'un yolu: CHROMIUM_PATH=/yol/chromium npm test)` };
}

/**
 * The browser the journeys use, for playwright.config.ts: no install and no output (the config is
 * read in every worker). Throws the plan's line where there is none.
 * @param {Partial<Machine>} [overrides]
 * @returns {string}
 */
export function findBrowser(overrides = {}) {
  const plan = planBrowser(overrides);
  if (plan.kind === 'use') return plan.path;
  throw new Error(plan.kind === 'install' ? 'Tarayıcı testleri için Chromium yok: `npm test` (ya da `node scripts/find-browser.mjs`) kurar.' : plan.line);
}

/**
 * `npm test`'s first step: prints the browser in one line, installs the headless shell first where it
 * may, or prints the command and returns false.
 * @param {Partial<Machine> & { run?: (command: string, args: string[]) => number | null, log?: (line: string) => void, fail?: (line: string) => void }} [overrides]
 * @returns {boolean}
 */
export function ensureBrowser({ run = runQuietly, log = console.log, fail = console.error, ...machine } = {}) {
  let plan = planBrowser(machine);
  if (plan.kind === 'install') {
    log(plan.line);
    // What .ci/run did: the package index first (a fresh machine has none), then the packages.
    const installed = run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', ...plan.packages]) === 0;
    const command = `apt-get update && apt-get install -y ${plan.packages.join(' ')}`;
    plan = installed ? planBrowser(machine) : { kind: 'stop', line: `Chromium kurulamadı; elle deneyin: ${command}` };
    if (plan.kind === 'use') plan = use(plan.path, `${plan.label}, az önce kuruldu`);
  }
  if (plan.kind === 'use') {
    log(plan.line);
    return true;
  }
  fail(plan.kind === 'stop' ? plan.line : 'Chromium kuruldu ama bulunamadı.');
  return false;
}

/** @param {string} command @param {string[]} args */
function runQuietly(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureBrowser()) process.exit(1);
}
