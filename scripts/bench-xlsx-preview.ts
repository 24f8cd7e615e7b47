import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { checkImportFile } from '../server/services/imports/check-import-file';
import { readTable } from '../server/services/imports/read-table';

// npm run bench:xlsx-preview [-- --rows 100000 --columns 30]
// The memory of reading an XLSX for a preview (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md):
// a file of `rows` rows whose cells are all distinct texts (every one a shared string, exceljs's
// cached table at its largest), checked and read as a preview reads it. Each measure runs in a fresh
// process so that building the file does not count: peak RSS above the process's level before the
// read, sampled every 20 ms. The database part of a preview is measured by bench:imports.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    columns: { type: 'string', default: '30' },
    measure: { type: 'string' },
  },
});

async function measure(file: string) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let outcome: string;
  try {
    await checkImportFile(file, 'bench.xlsx');
    let rows = 0;
    for await (const row of readTable(file, 'xlsx')) if (row.cells.length > 0) rows += 1;
    outcome = `${rows} rows read`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ outcome, peakExtraMb: Math.round((peak - base) / 2 ** 20), seconds: Math.round((performance.now() - started) / 100) / 10 }));
}

async function build(file: string, rows: number, columns: number): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Sayfa1');
  sheet.addRow(['Tesis Adı', 'İl', ...Array.from({ length: columns - 2 }, (_, i) => `Sütun ${i + 1}`)]).commit();
  let n = 0;
  for (let r = 0; r < rows; r++) {
    const row = [`Ölçüm GES ${r}`, 'Konya'];
    for (let c = 2; c < columns; c++) row.push(`${(n++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  return n + rows;
}

if (values.measure) {
  await measure(values.measure);
} else {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gv-xlsx-bench-'));
  try {
    const file = path.join(dir, 'buyuk.xlsx');
    const strings = await build(file, Number(values.rows), Number(values.columns));
    console.log(`${values.rows} rows × ${values.columns} columns, ${strings.toLocaleString('tr-TR')} distinct strings, ${((await stat(file)).size / 2 ** 20).toFixed(1)} MB`);
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--measure', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    console.log(run.stdout.trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
