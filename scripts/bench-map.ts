import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchServer } from './bench-server';
import { buildIfStale } from './build-if-stale.mjs';
import { findBrowser } from './find-browser.mjs';
import { percentile } from './percentile';

// npx tsx scripts/bench-map.ts [-- --runs 5 --cpu 1,4 --path "/stations?st_view=map&map_st=0"]
// Decisions 037, 046 (docs/benchmarks.md#sector-map-at-scale): does placing the project map's markers keep
// the page answering? On the database `npm run bench` seeds (BENCH_DATABASE_URL, 100 000 generated projects
// and its premium member), the built app in production mode; headless Chromium opens the map with only the
// projects layer (the largest 5 000 projects) at each CPU slowdown (4: Lighthouse's mobile preset), and
// records, from the moment the markers' answer arrived until the last chunk is in the clusters, every long
// task (> 50 ms) of the main thread: the longest, their number and the blocking time past 50 ms each. Run
// `npm run bench` first. Writes bench-results/map-*.json.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1,4' },
    path: { type: 'string', default: '/stations?st_view=map&map_st=0' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gv_bench';
buildIfStale();
const server = await startBenchServer({ env: { DATABASE_URL: serverUrl } });
const base = server.address;

interface Run {
  markers: number;
  answer_bytes: number;
  answer_to_placed_ms: number;
  longest_task_ms: number;
  long_tasks: number;
  blocking_ms: number;
}

const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
for (const cpu of values.cpu.split(',').map(Number)) {
  const runs: Run[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', baseURL: base });
    // Nothing leaves this machine (tiles are off by default; a configured one would be refused here).
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const login = await context.request.post('/api/auth/login', { data: { email: 'bench@gunesveri.test', password: 'bench-password' } });
    if (!login.ok()) throw new Error(`sign-in failed (${login.status()}): run \`npm run bench\` first, it makes the bench's premium member`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
    });
    let answered = 0;
    let bytes = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/api/map/projects')) return;
      answered = await page.evaluate(() => performance.now());
      bytes = Number((await response.allHeaders())['content-length'] ?? 0) || (await response.body()).length;
    });
    const expected = ((await (await context.request.get('/api/map/projects')).json()) as { markers: { id: string[] } }).markers.id.length;
    await page.goto(values.path);
    const map = page.locator('[data-projects-placed]');
    await map.waitFor({ timeout: 120_000 });
    await page.waitForFunction((n) => Number(document.querySelector('[data-projects-placed]')?.getAttribute('data-projects-placed')) === n, expected, { timeout: 120_000, polling: 50 });
    const placedAt = await page.evaluate(() => performance.now());
    const tasks = (await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks)).filter(
      (t) => t.start + t.duration >= answered && t.start <= placedAt,
    );
    runs.push({
      markers: expected,
      answer_bytes: bytes,
      answer_to_placed_ms: Math.round(placedAt - answered),
      longest_task_ms: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      long_tasks: tasks.length,
      blocking_ms: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
    });
    await context.close();
  }
  const median = (pick: (r: Run) => number) => percentile(runs.map(pick).sort((a, b) => a - b), 50);
  results.push({
    cpu,
    markers: runs[0]!.markers,
    answer_kb: +(runs[0]!.answer_bytes / 1024).toFixed(1),
    answer_to_placed_ms: median((r) => r.answer_to_placed_ms),
    longest_task_ms: median((r) => r.longest_task_ms),
    long_tasks: median((r) => r.long_tasks),
    blocking_ms: median((r) => r.blocking_ms),
    runs,
  });
}
await browser.close();
await server.stop();

await mkdir('bench-results', { recursive: true });
const file = path.join('bench-results', `map-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`);
await writeFile(file, JSON.stringify({ date: new Date().toISOString(), path: values.path, results }, null, 2));
console.log(`\n${values.path}, medians of ${values.runs} runs\n`);
console.log('| CPU slowdown | markers | answer (compressed) KB | answer → all placed ms | longest task ms | long tasks | blocking ms |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.cpu}× | ${r.markers} | ${r.answer_kb} | ${r.answer_to_placed_ms} | ${r.longest_task_ms} | ${r.long_tasks} | ${r.blocking_ms} |`);
console.log(`\nwritten to ${file}`);
process.exit(0);
