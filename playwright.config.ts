import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/find-browser.mjs';

// Browser journeys in the system Chromium (no browser download). Each spec file gets its own app on
// its own fresh copy of the seeded database (on PostgreSQL when TEST_DATABASE_URL is set: decision 080), served by its worker's one server process (decision 058). Every journey runs at 1280 px; at
// 390 px run the phone's own specs (*.phone.spec.ts) and the journeys tagged PHONE, whose screens
// differ on a phone (decision 051). *.desktop.spec.ts are the back office's, at 1280 px only.
// Chromium's headless shell (Debian's chromium-headless-shell; the build Playwright itself runs
// headless by default): the same engine without the desktop browser around it, less CPU on a
// 2-core machine (decision 021). Where it is missing, Debian's full Chromium or another the machine
// has; `CHROMIUM_PATH` overrides. scripts/find-browser.mjs chooses, here and in `npm test`'s first
// step, which installs the shell where it may.
const chromium = {
  executablePath: findBrowser(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Four workers on two cores: a journey mostly waits (for its server, its browser's frames, answers a
  // journey holds back on purpose), and used ~30 % of two cores with two workers, ~41 % with four. Six
  // were slower than four: the machine then spent its cores on the extra servers and browsers (decision 071).
  workers: 4,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // The longest journeys (an admin's work, then a member's view of it) take well under a minute on an idle
  // 2-core machine (docs/benchmarks.md#code-figures); a busier one must not turn that into a failure. A
  // file's server start has its own deadline.
  timeout: 90_000,
  // A run that stalls (a journey or a server that never ends) stops here and says which journeys
  // ran, long before CI's own limit cuts it off with nothing said (the journeys' time:
  // docs/benchmarks.md#code-figures).
  globalTimeout: 45 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A click or check that cannot happen (covered, detached) fails with its call log naming the
    // element and what covers it, instead of silently eating the whole test's timeout.
    actionTimeout: 20_000,
    launchOptions: chromium,
    // A user who asks for less motion: the ticker's endless scroll and the spinners then leave the
    // compositor idle, which in a headless browser drew frames in software for the whole run (much
    // of the journeys' CPU; decision 022). Journeys about motion ask for it back.
    reducedMotion: 'reduce',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    // No trace: recording one snapshots the DOM around every action of every journey, passed or not,
    // about a tenth of the journeys' CPU (docs/decisions/077). A failure keeps its screenshot, its
    // call log and the page's snapshot; `npx playwright test --trace on` records them when needed.
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      // Phone-only specs (*.phone.spec.ts) check what only a 390 px screen shows.
      testIgnore: '**/*.phone.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      // A rule is checked once; the phone runs what differs on a phone (decision 051).
      testIgnore: '**/*.desktop.spec.ts',
      grep: [/@phone/, /\.phone\.spec\.ts/],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions: chromium },
    },
  ],
});
