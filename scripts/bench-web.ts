import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { randomPort, startBenchServer } from './bench-server';
import { buildIfStale } from './build-if-stale.mjs';

// npm run bench:web [-- --runs 5 --pages /,/news,/stations] [-- --signed-in]
// P8 of docs/product-rules.md#speed: Lighthouse (mobile preset: a mid-range phone on slow 4G,
// simulated) on the built app served in production mode from its own process, on a fresh seeded
// embedded database. Each page is measured `runs` times in headless Chromium (CHROME_PATH, default
// /usr/bin/chromium); the table shows the medians, with the browser's version and Lighthouse's quick
// score of the host's CPU (benchmarkIndex), which differ between days' runs. Builds first where stale.
// Writes bench-results/web-*.json.
// `--signed-in` measures the pages a premium member lives in (decision 032): the database is seeded as a
// developer's first start seeds it (demo accounts included; production never makes them), then served
// in production; the bench signs in as the demo premium member and every Lighthouse request carries
// that session's cookie.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'signed-in': { type: 'boolean', default: false },
    // Prints, for each page's last run, what Lighthouse blames: the LCP element and its phases,
    // render-blocking requests, the longest request chain and the main thread's work; and writes that
    // run's whole report to bench-results/lhr-<page>.json.
    detail: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const signedIn = values['signed-in'];

const PUBLIC_PAGES = '/,/news,ARTICLE,/stations';
// Each dashboard and profile tab as a deep link, the station map, the premium news feed.
const MEMBER_PAGES = [
  ...['installed-power', 'production', 'projects', 'companies', 'stations'].map((tab) => `/dashboard?tab=${tab}`),
  '/stations?st_view=map',
  '/profile',
  ...['companies', 'tokens', 'inventory', 'billing', 'password'].map((tab) => `/profile?tab=${tab}`),
  '/news-feed',
].join(',');
const PREMIUM = { email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026' };

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function printDetail(page: string, lhr: { audits: Record<string, { displayValue?: string; numericValue?: number; details?: unknown }> }) {
  console.log(`\n## ${page}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'bootup-time', 'mainthread-work-breakdown']) {
    console.log(`${id}: ${lhr.audits[id]?.displayValue ?? ''}`);
  }
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight', 'render-blocking-insight', 'network-dependency-tree-insight', 'bootup-time', 'long-tasks']) {
    const details = lhr.audits[id]?.details;
    if (details) console.log(`${id}: ${JSON.stringify(details).slice(0, 1500)}`);
  }
}

/** Signs in as the demo premium member; returns the session cookie ("gv_session=…"). */
async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PREMIUM),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('gv_session='));
  if (!response.ok || !cookie) throw new Error(`sign-in as ${PREMIUM.email} failed (${response.status}): is the database seeded with the demo accounts?`);
  return cookie.split(';')[0]!;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-bench-web-'));
const port = randomPort(30000, 10000);
const origin = `http://127.0.0.1:${port}`;
buildIfStale();
const serverOptions = {
  port,
  stdio: 'ignore' as const,
  env: {
    DATA_DIR: path.join(dataDir, 'db'),
    DATABASE_URL: '',
    REDIS_URL: '',
    // The demo content (production makes no demo accounts; the public pages measured are a visitor's).
    SEED_CATALOG: 'true',
    SEED_DEMO: 'true',
  },
};

if (signedIn) {
  // Seeded as e2e/support/global-setup.ts seeds the journeys' template: a development start makes
  // the demo accounts, then the same folder is served in production.
  const seeding = await startBenchServer({ ...serverOptions, env: { ...serverOptions.env, NODE_ENV: 'development' } });
  await seeding.stop();
}
const server = await startBenchServer(serverOptions);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

try {
  // Lighthouse clears the origin's cookies before each run, so the session rides as a header on
  // every request (its documented way to measure a signed-in page).
  const extraHeaders = signedIn ? { Cookie: await signIn() } : undefined;
  // A news article: the newest one of the seeded blog.
  const news = (await (await fetch(`${origin}/api/news?page=1`)).json()) as { items: { short_url: string | null }[] };
  const article = news.items.find((item) => item.short_url)?.short_url;
  const pages = (values.pages ?? (signedIn ? MEMBER_PAGES : PUBLIC_PAGES)).split(',').map((p) => (p === 'ARTICLE' ? `/news/${article}` : p));

  const rows: Record<string, number | string>[] = [];
  const hostIndexes: number[] = [];
  for (const page of pages) {
    const samples: { performance: number; accessibility: number; seo: number; lcp: number; cls: number; tbt: number; fcp: number }[] = [];
    for (let i = 0, failures = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        extraHeaders,
      });
      const lhr = result!.lhr;
      // A signed-in page that sent the browser elsewhere (the session was refused) measured the wrong page.
      if (signedIn && !lhr.finalDisplayedUrl.startsWith('chrome-error:') && new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${origin}${page}`).pathname) {
        throw new Error(`${page}: ended on ${lhr.finalDisplayedUrl}; the premium session was not accepted`);
      }
      hostIndexes.push(lhr.environment.benchmarkIndex);
      // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART) has no metrics: its zeros would
      // drag the median down. Run it again, a few times at most.
      // A load that failed in the browser (chrome-error://) under a loaded host is a failed run too.
      if (lhr.runtimeError || lhr.finalDisplayedUrl.startsWith('chrome-error:')) {
        console.log(`${page}: run ${i + 1} failed (${lhr.runtimeError?.code ?? lhr.finalDisplayedUrl}), running it again`);
        if (++failures > 3) throw new Error(`${page}: Lighthouse failed ${failures} times`);
        i--;
        continue;
      }
      if (values.detail && i === runs - 1) {
        printDetail(page, lhr);
        await mkdir('bench-results', { recursive: true });
        await writeFile(`bench-results/lhr-${page.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
      }
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      });
    }
    const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
    rows.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      seo: pick('seo'),
      fcp_ms: Math.round(pick('fcp')),
      lcp_ms: Math.round(pick('lcp')),
      tbt_ms: Math.round(pick('tbt')),
      cls: +pick('cls').toFixed(3),
    });
    // Progress on a long run, with each run's figures so the spread is visible.
    console.log(`${page}: performance ${samples.map((s) => s.performance).join('/')}, FCP ${samples.map((s) => Math.round(s.fcp)).join('/')} ms, LCP ${samples.map((s) => Math.round(s.lcp)).join('/')} ms, TBT ${samples.map((s) => Math.round(s.tbt)).join('/')} ms, CLS ${samples.map((s) => s.cls.toFixed(3)).join('/')}`);
  }

  const header = ['page', 'performance', 'accessibility', 'seo', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'cls'];
  const host = { browser: execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(), benchmarkIndex: Math.round(median(hostIndexes)) };
  console.log(`\nLighthouse mobile preset, ${signedIn ? 'signed in as the demo premium member, ' : ''}median of ${runs} runs (${host.browser}; host benchmarkIndex ${host.benchmarkIndex})\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${header.map((h) => row[h]).join(' | ')} |`);
  await mkdir('bench-results', { recursive: true });
  const file = `bench-results/web-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`;
  await writeFile(file, JSON.stringify({ runs, signedIn, host, rows }, null, 2));
  console.log(`\nwritten to ${file}`);
} finally {
  await chrome.kill();
  await server.stop(); // before the folder goes: the server writes its database until it has exited
  await rm(dataDir, { recursive: true, force: true });
}
