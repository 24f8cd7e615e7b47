import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBrowser, findBrowser, FONTS_DIR, planBrowser, type Machine } from './find-browser.mjs';

// The browser `npm test` and playwright.config.ts choose for the journeys (decision 021), on made-up
// machines: which files exist, who runs it, whether apt-get is there.

const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

function machine(executables: string[], overrides: Partial<Machine> = {}): Partial<Machine> {
  return {
    env: {},
    isExecutable: (file) => executables.includes(file),
    exists: (dir) => dir === FONTS_DIR,
    uid: 1000,
    hasApt: () => true,
    playwrightChromium: () => undefined,
    ...overrides,
  };
}

/** ensureBrowser with its output and commands recorded; `install` makes a successful apt-get install add these files. */
function ensure(executables: string[], overrides: Partial<Machine> = {}, install: { adds?: string[]; status?: number } = {}) {
  const files = [...executables];
  const commands: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const ok = ensureBrowser({
    ...machine(files, overrides),
    isExecutable: (file) => files.includes(file),
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args[0] === 'install' && (install.status ?? 0) === 0) files.push(...(install.adds ?? []));
      return install.status ?? 0;
    },
    log: (line) => out.push(line),
    fail: (line) => err.push(line),
  });
  return { ok, commands, out, err };
}

describe('the journeys’ browser', () => {
  it('takes CHROMIUM_PATH first, over a headless shell the machine has', () => {
    const run = ensure([SHELL, '/opt/chrome/chrome'], { env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(run).toEqual({ ok: true, commands: [], out: ['Tarayıcı testleri: /opt/chrome/chrome (CHROMIUM_PATH)'], err: [] });
  });

  it('stops on a CHROMIUM_PATH that is not there, rather than run another browser', () => {
    const run = ensure([SHELL], { env: { CHROMIUM_PATH: '/opt/yok/chrome' }, uid: 0 });
    expect(run.ok).toBe(false);
    expect(run.commands).toEqual([]);
    expect(run.err).toEqual(['CHROMIUM_PATH=/opt/yok/chrome çalıştırılabilir bir dosya değil: düzeltin ya da kaldırın (unset CHROMIUM_PATH).']);
  });

  it('takes the headless shell over the full Chromium', () => {
    expect(ensure([CHROMIUM, SHELL]).out).toEqual(['Tarayıcı testleri: /usr/bin/chromium-headless-shell (Chromium headless shell)']);
    expect(findBrowser(machine([CHROMIUM, SHELL]))).toBe(SHELL);
  });

  it("takes Debian's full Chromium where the headless shell is missing, and says so", () => {
    const run = ensure([CHROMIUM], { uid: 0 });
    expect(run).toEqual({ ok: true, commands: [], out: ['Tarayıcı testleri: /usr/bin/chromium (tam Chromium; chromium-headless-shell kurulu değil)'], err: [] });
    expect(findBrowser(machine([CHROMIUM]))).toBe(CHROMIUM);
  });

  it('takes another Chromium the machine has: Google Chrome, then a Chromium Playwright downloaded', () => {
    expect(findBrowser(machine(['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
    const own = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
    expect(ensure([own], { playwrightChromium: () => own }).out).toEqual([`Tarayıcı testleri: ${own} (Playwright'ın Chromium'u)`]);
    // Playwright names its browser's path whether or not it was downloaded.
    expect(planBrowser(machine([], { playwrightChromium: () => own })).kind).not.toBe('use');
  });

  it('installs the headless shell where there is none and root has apt-get, as CI did, then uses it', () => {
    const run = ensure([], { uid: 0 }, { adds: [SHELL] });
    expect(run.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    expect(run.out).toEqual([
      'Tarayıcı testleri için Chromium yok; kuruluyor: apt-get install chromium-headless-shell',
      'Tarayıcı testleri: /usr/bin/chromium-headless-shell (Chromium headless shell, az önce kuruldu)',
    ]);
    expect(run).toMatchObject({ ok: true, err: [] });
  });

  it('installs the fonts the journeys were laid out with too, where they are missing', () => {
    const run = ensure([], { uid: 0, exists: () => false }, { adds: [SHELL] });
    expect(run.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell fonts-dejavu-core']);
    expect(run.ok).toBe(true);
  });

  it('stops with the command when the install fails', () => {
    const run = ensure([], { uid: 0 }, { status: 100 });
    expect(run.ok).toBe(false);
    expect(run.err).toEqual(['Chromium kurulamadı; elle deneyin: apt-get update && apt-get install -y chromium-headless-shell']);
  });

  it('stops at once, installing nothing, with the exact command where the user may not install', () => {
    const started = performance.now();
    const run = ensure([]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(run).toEqual({
      ok: false,
      commands: [],
      out: [],
      err: [
        'Tarayıcı testleri için Chromium yok. Kurmak için: sudo apt-get update && sudo apt-get install -y chromium-headless-shell (ya da Chromium\'un yolu: CHROMIUM_PATH=/yol/chromium npm test)',
      ],
    });
    expect(() => findBrowser(machine([]))).toThrow('sudo apt-get update && sudo apt-get install -y chromium-headless-shell');
  });

  it('names Playwright’s download where there is no apt-get, for root too', () => {
    const run = ensure([], { uid: 0, hasApt: () => false });
    expect(run.commands).toEqual([]);
    expect(run.err[0]).toContain('Kurmak için: npx playwright install chromium ');
  });

  it('tells playwright.config.ts, which never installs, that npm test does', () => {
    expect(() => findBrowser(machine([], { uid: 0 }))).toThrow('`npm test` (ya da `node scripts/find-browser.mjs`) kurar');
  });

  it('as npm test runs it: one line and exit 0 with a browser, the line and exit 1 within seconds without', () => {
    const script = path.join(import.meta.dirname, 'find-browser.mjs');
    const run = (chromiumPath: string) => {
      const started = performance.now();
      const result = spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: chromiumPath }, encoding: 'utf8' });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: performance.now() - started };
    };
    // Any executable stands for a browser here: the script only looks for one.
    expect(run(process.execPath)).toMatchObject({ status: 0, stdout: `Tarayıcı testleri: ${process.execPath} (CHROMIUM_PATH)\n`, stderr: '' });
    const missing = run('/yok/chromium');
    expect(missing).toMatchObject({ status: 1, stdout: '', stderr: expect.stringContaining('CHROMIUM_PATH=/yok/chromium') });
    expect(missing.ms).toBeLessThan(5_000);
  });
});
