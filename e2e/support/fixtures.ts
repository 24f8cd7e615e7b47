import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { MailSink } from '../../server/test/mail-sink';
import { COLOUR_RULES, seriousViolations, showTheme } from './a11y';
import type { DataFixture } from './data-fixtures';
import { JourneyHost, SERVER_START_DEADLINE_MS, type RunningServer } from './server';

// Chromium reports every refused request ("Failed to load resource: … status of 401") as a console
// error. A 4xx is an answer the app expects and shows (sign in, premium, a quote); a 5xx is not.
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of 4\d\d/;

// Pages the accessibility pass leaves alone: the local iyzico simulator is a stand-in for the
// provider's own pages, and callback pages act on a one-time token.
/** True for the first worker of the run to ask for this page (an atomic mkdir), so each is scanned once. */
function claim(pagePath: string): boolean {
  const root = process.env.GV_A11Y_CLAIMS;
  if (!root) return true;
  try {
    mkdirSync(path.join(root, createHash('sha1').update(pagePath).digest('hex')));
    return true;
  } catch {
    return false;
  }
}

const NOT_SCANNED = /^\/(iyzico-sandbox|auth\/callback|subscription-callback|reset-password)/;

/**
 * Every spec file gets its own server on a fresh copy of the seeded database: the worker keeps one
 * host process, whose app it replaces when it moves on to another file (or project; decision 058).
 * baseURL points at it.
 */
class ServerPerFile {
  private key?: string;
  private server?: RunningServer;
  private readonly host = new JourneyHost();

  /** Whether this file's server is already running (the next forFile call starts none). */
  has(key: string): boolean {
    return this.key === key && this.server !== undefined;
  }

  async forFile(key: string, env: Record<string, string>, data: readonly DataFixture[]): Promise<RunningServer> {
    if (this.has(key)) return this.server!;
    await this.stop();
    this.server = await this.host.serve(env, data);
    this.key = key;
    return this.server;
  }

  async stop() {
    await this.server?.stop();
    this.server = undefined;
  }

  async close() {
    await this.stop();
    await this.host.close();
  }
}

interface TestFixtures {
  serverEnv: Record<string, string>;
  /** Test-only rows added to this file's copy of the database before its server starts (data-fixtures.ts). */
  serverData: DataFixture[];
  /** Console errors this test expects (the error paths it provokes on purpose). */
  expectedConsoleErrors: RegExp[];
  /** The accessibility pass over every page the test visited (on by default). */
  scanAccessibility: boolean;
}

export const test = base.extend<TestFixtures, { servers: ServerPerFile; mailbox: MailSink; scanned: Set<string> }>({
  /** Extra environment for this file's server: `test.use({ serverEnv: { ... } })`. */
  serverEnv: [{}, { option: true }],
  serverData: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  scanAccessibility: [true, { option: true }],
  /** Pages this worker has scanned (viewer + page shape). */
  scanned: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => use(new Set<string>()),
    { scope: 'worker' },
  ],
  /**
   * Every journey fails on a page error or an unexpected console error, and ends with axe-core run
   * on each page it visited, in light and in dark: no serious or critical WCAG 2.1 AA violation.
   */
  page: async ({ page, expectedConsoleErrors, scanAccessibility, scanned, context }, use, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (EXPECTED_CONSOLE.test(text) || expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(`console error: ${text}`);
    });
    // Pages by their shape: the path and which query parameters it has. A page with other values (page
    // 2, another tag) is the same screen, so the first address of each shape is the one scanned.
    const visited = new Map<string, string>();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (!url.protocol.startsWith('http') || NOT_SCANNED.test(url.pathname)) return;
      const shape = `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
      if (!visited.has(shape)) visited.set(shape, `${url.pathname}${url.search}`);
    });

    await use(page);

    expect(errors, 'console and page errors').toEqual([]);
    // Colours and names do not change with the width: one width keeps the run short.
    // Only after a body that passed (a guard journey expected to fail is scanned too: its failure is the scan's).
    if (!scanAccessibility || testInfo.project.name !== 'desktop' || testInfo.status !== 'passed') return;
    const report: string[] = [];
    // A page is scanned once per run as a visitor and once signed in (what it shows differs).
    const viewer = (await context.cookies()).some((cookie) => cookie.name === 'gv_session') ? 'signed-in' : 'visitor';
    const fresh = [...visited].filter(([shape]) => !scanned.has(`${viewer}:${shape}`) && claim(`${viewer}:${shape}`));
    testInfo.setTimeout(testInfo.timeout + fresh.length * 15_000);
    for (const [shape, pagePath] of fresh) {
      scanned.add(`${viewer}:${shape}`);
      // A fresh tab of the same browser context: the test's session, the page as a user lands on it.
      const probe = await context.newPage();
      try {
        await probe.bringToFront();
        await probe.goto(pagePath);
        // The page is scanned once its data has arrived and it has stayed at rest for half a second
        // (no loading placeholder, nothing busy, no animation running): a list that starts a change
        // right after the first look would otherwise be read dimmed. Live connections (presence)
        // keep the network busy, so "network idle" would only time out.
        await probe
          .waitForFunction(
            () => {
              const atRest =
                !document.querySelector('[aria-label="Yükleniyor"], [aria-busy="true"]') &&
                document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
              const w = window as unknown as { __restSince?: number };
              if (!atRest) {
                w.__restSince = undefined;
                return false;
              }
              w.__restSince ??= performance.now();
              return performance.now() - w.__restSince >= 500;
            },
            null,
            { timeout: 8_000, polling: 50 },
          )
          .catch(() => {});
        // Names, roles and structure do not change with the theme: the dark pass checks colours only.
        for (const theme of ['light', 'dark'] as const) {
          await showTheme(probe, theme);
          for (const v of await seriousViolations(probe, theme === 'dark' ? COLOUR_RULES : undefined)) report.push(`${pagePath} [${theme}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
        }
      } finally {
        await probe.close();
      }
    }
    expect(report, 'serious or critical accessibility violations').toEqual([]);
  },
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const servers = new ServerPerFile();
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  /** A local SMTP server per worker: every app under test sends its real mail here. */
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const sink = new MailSink();
      await sink.start();
      await use(sink);
      await sink.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ servers, serverEnv, serverData, mailbox }, use, testInfo) => {
    const key = `${testInfo.project.name}:${testInfo.file}:${serverData.join(',')}`;
    // Starting a file's server (a copy of the seeded database, then the boot) is not the journey: on a busy
    // machine it took much of the first journey's minute (docs/benchmarks.md#code-figures). The start gets
    // its own deadline on top of the journey's time, and afterwards the journey keeps its full time plus what
    // the start took.
    const budget = testInfo.timeout;
    const starting = !servers.has(key);
    const startedAt = Date.now();
    if (starting) testInfo.setTimeout(budget + SERVER_START_DEADLINE_MS);
    const server = await servers.forFile(key, { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, ...serverEnv }, serverData);
    if (starting) testInfo.setTimeout(budget + (Date.now() - startedAt));
    await use(server.url);
  },
});
export { expect } from '@playwright/test';

/**
 * A journey whose screen differs on a phone (another layout, a menu, a sheet, a tap): it runs at 390 px
 * as well as at 1280. Every other journey checks its rule once, at 1280 px (decision 051).
 */
export const PHONE = { tag: '@phone' } as const;

/** Demo accounts created on the first start outside production (server/seeds/demo-users.ts). */
export const DEMO = {
  admin: { email: 'admin@gunesveri.test', password: 'GunesVeri-Admin-2026' },
  premium: { email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026' },
  free: { email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026' },
};

/**
 * Signs in through the API (the session cookie lands in the browser context) and opens `path`.
 * Journeys that test the sign-in form itself use `signIn`.
 */
export async function signInByApi(page: Page, account: { email: string; password: string }, path = '/') {
  // Not a browser request (no Origin, no Sec-Fetch-Site), which the request guards let through.
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByTestId('balance-badge')).toBeVisible();
}

/** The Bakiye the header shows now. */
export async function shownBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('balance-badge');
  const name = (await badge.getAttribute('aria-label')) ?? (await badge.innerText());
  return Number(name.replace(/\D/g, ''));
}
