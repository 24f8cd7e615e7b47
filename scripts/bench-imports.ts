import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import type { Database } from '../server/db/client';
import { cities, districts, project_status_types, project_types } from '../server/db/schema/reference';
import { seedReference } from '../server/seeds/reference';
import { seedSources } from '../server/seeds/sources';
import { commitImport } from '../server/services/imports/commit-import';
import { findImportSource } from '../server/services/imports/import-sources';
import { previewImport } from '../server/services/imports/preview-import';
import { revertImport } from '../server/services/imports/revert-import';
import { freshBenchDatabase } from './bench-database';

// npm run bench:imports [-- --rows 35000 --db postgres|pglite --formats csv,xlsx]
// The importer's target (docs/benchmarks.md#imports-at-scale): 35 000 project rows (about Turkey's
// plant count) preview in ≤ 30 s and commit in ≤ 60 s without holding more than 200 MB extra memory. For
// each format, on a fresh database with the reference lists and sources seeded: the preview of a file of new
// plants (all "create"), its commit, a second preview of the same file (all "unchanged") and the revert.
// Memory is the process's peak RSS above its level before the preview (sampled every 20 ms); on PostgreSQL
// the database lives in its own process, so that is the importer's own memory (PGlite counts its database's
// pages too).

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '35000' },
    db: { type: 'string', default: 'postgres' },
    formats: { type: 'string', default: 'csv,xlsx' },
  },
});
const rowCount = Number(values.rows);
// The server to create the bench's own database on (any existing database of it to connect to).

const HEADERS = ['GPPD ID', 'Tesis Adı', 'İl', 'İlçe', 'Durum', 'Proje Tipi', 'Kurulu Güç (MWp)', 'Kurulu Güç (MWe)', 'Enlem', 'Boylam', 'Yatırımcı', 'EPC', 'Devreye Alma Tarihi'];


/** 35 000 plants over every province and its districts, with Turkish decimals and dates. */
async function rowsFor(database: Database): Promise<string[][]> {
  const db = database.db;
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const districtRows = await db.select({ city_id: districts.city_id, name: districts.name }).from(districts);
  const statuses = (await db.select({ name: project_status_types.name }).from(project_status_types)).map((s) => s.name);
  const types = (await db.select({ name: project_types.name }).from(project_types)).map((s) => s.name);
  const byCity = new Map<string, string[]>();
  for (const d of districtRows) byCity.set(d.city_id, [...(byCity.get(d.city_id) ?? []), d.name]);
  const rows: string[][] = [];
  for (let i = 0; i < rowCount; i++) {
    const city = cityRows[i % cityRows.length]!;
    const ds = byCity.get(city.id) ?? [''];
    const mwp = ((i % 500) + 1) * 0.25;
    rows.push([
      `BENCH${String(i).padStart(6, '0')}`,
      `Örnek Güneş Santrali ${i + 1}`,
      city.name,
      ds[i % ds.length]!,
      statuses[i % statuses.length]!,
      types[i % types.length]!,
      mwp.toLocaleString('tr-TR'),
      (mwp * 0.8).toLocaleString('tr-TR', { maximumFractionDigits: 2 }),
      (36 + (i % 600) / 100).toFixed(5).replace('.', ','),
      (26 + (i % 1800) / 100).toFixed(5).replace('.', ','),
      `Yatırımcı ${i % 997} A.Ş.`,
      i % 3 === 0 ? `EPC Firması ${i % 101}` : '',
      `${String((i % 28) + 1).padStart(2, '0')}.${String((i % 12) + 1).padStart(2, '0')}.${2012 + (i % 13)}`,
    ]);
  }
  return rows;
}

async function writeCsv(file: string, rows: string[][]) {
  const quote = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const out = createWriteStream(file);
  out.write(`${HEADERS.join(';')}\n`);
  for (const row of rows) if (!out.write(`${row.map(quote).join(';')}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string, rows: string[][]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Santraller');
  sheet.addRow(HEADERS).commit();
  for (const row of rows) {
    // Numbers and dates as Excel keeps them, the way an operator's sheet holds them.
    const [d, m, y] = row[12]!.split('.').map(Number);
    sheet.addRow([...row.slice(0, 6), Number(row[6]!.replace(',', '.')), Number(row[7]!.replace(',', '.')), Number(row[8]!.replace(',', '.')), Number(row[9]!.replace(',', '.')), row[10], row[11] || null, new Date(Date.UTC(y!, m! - 1, d!))]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Runs `work`: its wall seconds, this process's CPU seconds (the database server's are not in it),
 * the peak RSS above the level before it in MB, and the machine's 1-minute load average at its end
 * (the machine is shared: wall time grows with the load, CPU time much less).
 */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; cpu: number; peakMb: number; load: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    const used = process.cpuUsage(cpu);
    return { result, seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6, peakMb: (peak - base) / 1024 / 1024, load: os.loadavg()[0]! };
  } finally {
    clearInterval(timer);
  }
}

const results: Record<string, unknown>[] = [];
const dir = await mkdtemp(path.join(os.tmpdir(), 'gv-bench-imports-'));
try {
  for (const format of values.formats.split(',')) {
    const { database, dispose } = await freshBenchDatabase('imports', values.db);
    try {
      const db = database.db;
      await seedReference(db);
      await seedSources(db);
      const source = await findImportSource(db, { key: 'wri-gppd-1.3.0' });
      const file = path.join(dir, `santraller.${format}`);
      const rows = await rowsFor(database);
      if (format === 'csv') await writeCsv(file, rows);
      else await writeXlsx(file, rows);
      const size = (await stat(file)).size;
      rows.length = 0;
      const options = { kind: 'projects' as const, filePath: file, fileName: path.basename(file), sourceId: source.id, actor: null };

      const preview = await measured(() => previewImport(db, options));
      const commit = await measured(() => commitImport(db, preview.result.id, null));
      const again = await measured(() => previewImport(db, options));
      const revert = await measured(() => revertImport(db, preview.result.id, null));
      const row = {
        format,
        database: values.db,
        rows: rowCount,
        file_mb: +(size / 1024 / 1024).toFixed(1),
        preview_s: +preview.seconds.toFixed(1),
        preview_cpu_s: +preview.cpu.toFixed(1),
        preview_peak_mb: Math.round(preview.peakMb),
        counts: preview.result.counts,
        commit_s: +commit.seconds.toFixed(1),
        commit_cpu_s: +commit.cpu.toFixed(1),
        commit_peak_mb: Math.round(commit.peakMb),
        second_preview_s: +again.seconds.toFixed(1),
        second_counts: again.result.counts,
        revert_s: +revert.seconds.toFixed(1),
        load: +Math.max(preview.load, commit.load, again.load, revert.load).toFixed(1),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    } finally {
      await dispose();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

console.log('\n| format | db | rows | file MB | preview s (CPU s) | preview peak RSS +MB | commit s (CPU s) | commit peak RSS +MB | 2nd preview s (all unchanged) | revert s | load avg |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.format} | ${r.database} | ${r.rows} | ${r.file_mb} | ${r.preview_s} (${r.preview_cpu_s}) | ${r.preview_peak_mb} | ${r.commit_s} (${r.commit_cpu_s}) | ${r.commit_peak_mb} | ${r.second_preview_s} | ${r.revert_s} | ${r.load} |`,
  );
}
await mkdir('bench-results', { recursive: true });
await writeFile(path.join('bench-results', `imports-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
