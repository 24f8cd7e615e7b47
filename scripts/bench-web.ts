import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale, SERVER_BUNDLE } from './build-if-stale.mjs';

// npm run bench:web [-- --runs 5 --pages /,/news,/stations]
// Issue 17 P8: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the built app
// served in production mode from its own process, on a fresh seeded embedded database. Each page is
// measured `runs` times in headless Chromium (CHROME_PATH, default /usr/bin/chromium); the table
// shows the medians, with the browser's version and Lighthouse's quick score of the host's CPU
// (benchmarkIndex), which differ between days' runs. Builds first where stale. Writes
// bench-results/web-*.json.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/news,ARTICLE,/stations' },
    // Prints, for each page's last run, what Lighthouse blames: the LCP element and its phases,
    // render-blocking requests, the longest request chain and the main thread's work; and writes that
    // run's whole report to bench-results/lhr-<page>.json.
    detail: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

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

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-bench-web-'));
const port = 30000 + Math.floor(Math.random() * 10000);
const origin = `http://127.0.0.1:${port}`;
buildIfStale();
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    DATABASE_URL: '',
    REDIS_URL: '',
    // The demo content (production makes no demo accounts; the pages measured are a visitor's).
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production's refusals answered on purpose: plain http on loopback, no mail server.
    ALLOW_INSECURE_HTTP: 'true',
    MAIL_LOG: 'true',
  },
  stdio: 'ignore',
});
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

try {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !(await fetch(`${origin}/api/health`).then((r) => r.ok, () => false))) {
    await new Promise((r) => setTimeout(r, 250));
  }
  // A news article: the newest one of the seeded blog.
  const news = (await (await fetch(`${origin}/api/news?page=1`)).json()) as { items: { short_url: string | null }[] };
  const article = news.items.find((item) => item.short_url)?.short_url;
  const pages = values.pages.split(',').map((p) => (p === 'ARTICLE' ? `/news/${article}` : p));

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
      });
      const lhr = result!.lhr;
      hostIndexes.push(lhr.environment.benchmarkIndex);
      // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART) has no metrics: its zeros would
      // drag the median down. Run it again, a few times at most.
      if (lhr.runtimeError) {
        console.log(`${page}: run ${i + 1} failed (${lhr.runtimeError.code}), running it again`);
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
  }

  const header = ['page', 'performance', 'accessibility', 'seo', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'cls'];
  const host = { browser: execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(), benchmarkIndex: Math.round(median(hostIndexes)) };
  console.log(`\nLighthouse mobile preset, median of ${runs} runs (${host.browser}; host benchmarkIndex ${host.benchmarkIndex})\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${header.map((h) => row[h]).join(' | ')} |`);
  await mkdir('bench-results', { recursive: true });
  const file = `bench-results/web-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`;
  await writeFile(file, JSON.stringify({ runs, host, rows }, null, 2));
  console.log(`\nwritten to ${file}`);
} finally {
  await chrome.kill();
  // The server writes its database until it has exited: removing the folder sooner failed (ENOTEMPTY).
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null && server.kill()) await exited;
  await rm(dataDir, { recursive: true, force: true });
}
