import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { cities } from '../server/db/schema/reference';
import { transformer_station_definitions } from '../server/db/schema/stations';
import { STATION_FILES_FOLDER } from '../server/services/stations/station-files';
import { createVerifiedUser } from '../server/services/users/create-user';
import { kmlWithLine, kmlWithPlacemarks } from '../server/test/upload-fixtures';

// npx tsx scripts/bench-geometry.ts [--placemarks 5000,60000] [--line 400000] [--runs 5]
// The event-loop cost of a station's geometry request (decision 029;
// docs/reliability.md#second-attack-pass, finding 15). The app runs in this process (embedded PGlite, or
// PostgreSQL with BENCH_DATABASE_URL) on a real port; for each size a station gets a KML of that many
// placemarks put straight into storage, as a file stored before geometry was kept (so the same script runs on
// the code before and after). Prints, per size: the first request, then the median over --runs of one
// request's event-loop active time (ELU) and wall time, and the slowest of back-to-back /api/health probes
// sent while six geometry requests run in parallel.

const { values } = parseArgs({
  options: {
    placemarks: { type: 'string', default: '5000,60000' },
    // Also a file of one placemark whose line has this many points (the size the cap does not bound).
    line: { type: 'string', default: '' },
    runs: { type: 'string', default: '5' },
  },
});
const files = [
  ...values.placemarks.split(',').filter(Boolean).map((n) => ({ label: `${n} placemarks`, kml: () => kmlWithPlacemarks(Number(n)) })),
  ...(values.line ? [{ label: `1 placemark, a line of ${values.line} points`, kml: () => kmlWithLine(Number(values.line)) }] : []),
];
const runs = Math.max(1, Number(values.runs));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-bench-geometry-'));
const app = await buildApp(
  // No request timeout: on the code before, six parses in a row outlast it, and the wait is what is measured.
  testConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', AUTH_RATE_LIMIT_PER_MINUTE: '1000', REQUEST_TIMEOUT_SECONDS: '3600' }),
);
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const email = `geometri-${randomUUID()}@example.com`;
  await createVerifiedUser(app.db, { email, password: 'gizli-sifre', premium: true });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'gizli-sifre' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const [city] = await app.db.select({ id: cities.id }).from(cities).limit(1);

  /** One request, timed by wall clock and by this process's event-loop active time. */
  async function timed(url: string) {
    const elu0 = performance.eventLoopUtilization();
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return { wall: performance.now() - t0, active: performance.eventLoopUtilization(elu0).active };
  }

  for (const file of files) {
    const filePath = `${STATION_FILES_FOLDER}${randomUUID()}.kml`;
    const kml = Buffer.from(file.kml());
    await app.storage.put(filePath, kml);
    const [station] = await app.db
      .insert(transformer_station_definitions)
      .values({ city_id: city!.id, station_name: `Ölçüm ${file.label}`, kml_file_path: filePath })
      .returning({ id: transformer_station_definitions.id });
    const url = `${base}/api/stations/definitions/${station!.id}/geometry`;

    const first = await timed(url);
    const single = [];
    for (let i = 0; i < runs; i++) single.push(await timed(url));
    const healthAlone = [];
    const healthUnderLoad = [];
    for (let i = 0; i < runs; i++) {
      healthAlone.push((await timed(`${base}/api/health`)).wall);
      // Health probes one after another for as long as the six run: the slowest is what a monitor sees.
      let running = true;
      const parallel = Promise.all(Array.from({ length: 6 }, () => timed(url))).finally(() => (running = false));
      let slowest = 0;
      while (running) slowest = Math.max(slowest, (await timed(`${base}/api/health`)).wall);
      healthUnderLoad.push(slowest);
      await parallel;
    }
    console.log(
      [
        `${file.label} (${(kml.byteLength / 1e6).toFixed(1)} MB):`,
        `  first request: ${ms(first.wall)} wall, ${ms(first.active)} event loop`,
        `  one request (median of ${runs}): ${ms(median(single.map((s) => s.wall)))} wall, ${ms(median(single.map((s) => s.active)))} event loop`,
        `  /api/health alone: median ${ms(median(healthAlone))}`,
        `  slowest /api/health while 6 geometry requests run in parallel: median ${ms(median(healthUnderLoad))} over ${runs} batches, max ${ms(Math.max(...healthUnderLoad))}`,
      ].join('\n'),
    );
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
