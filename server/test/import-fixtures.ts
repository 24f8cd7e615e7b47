import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ImportJob, ImportPreview, ImportPreviewStatus } from '../../shared/schemas/imports';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { TestClient } from './http';

// Spreadsheets for the importer's tests (decision 039), built the way operators' files arrive: CSV with
// ";" from Turkish Excel (UTF-8 or Windows-1254), XLSX with numbers and dates as Excel keeps them.

export type SheetCell = string | number | boolean | Date | null;

/** A CSV file; cells with the delimiter, quotes or line breaks are quoted. */
export function csvFile(rows: readonly (readonly SheetCell[])[], options: { delimiter?: string; encoding?: 'utf-8' | 'windows-1254'; bom?: boolean } = {}): Buffer {
  const delimiter = options.delimiter ?? ';';
  const text = rows
    .map((row) =>
      row
        .map((cell) => {
          const value = cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
          return value.includes(delimiter) || /["\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
        })
        .join(delimiter),
    )
    .join('\r\n');
  if (options.encoding === 'windows-1254') return windows1254(text);
  return Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}\r\n`, 'utf8');
}

/** Turkish letters in Windows-1254 (what Excel in Turkish writes); ASCII as is. */
function windows1254(text: string): Buffer {
  const table: Record<string, number> = { Ç: 0xc7, ç: 0xe7, Ğ: 0xd0, ğ: 0xf0, İ: 0xdd, ı: 0xfd, Ö: 0xd6, ö: 0xf6, Ş: 0xde, ş: 0xfe, Ü: 0xdc, ü: 0xfc };
  return Buffer.from([...`${text}\r\n`].map((ch) => table[ch] ?? ch.charCodeAt(0)));
}

/** An XLSX of one sheet ("Sayfa1"), optionally with more sheets after it. */
export async function xlsxFile(rows: readonly (readonly SheetCell[])[], extraSheets: readonly (readonly (readonly SheetCell[])[])[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sayfa1');
  for (const row of rows) sheet.addRow([...row]);
  extraSheets.forEach((extra, i) => {
    const other = workbook.addWorksheet(`Sayfa${i + 2}`);
    for (const row of extra) other.addRow([...row]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/admin/imports with a file: the upload's own answer (202 with the job, or a refusal). */
export function postImport(client: TestClient, fields: Record<string, string>, file: { name: string; data: Buffer | string }) {
  return client.upload('POST', '/api/admin/imports', fields, file);
}

type Answer = Awaited<ReturnType<TestClient['get']>>;

/**
 * POST /api/admin/imports, then its status URL until the preview job has ended, as the screen does:
 * the last status answer (state ready or failed), or the upload's refusal when it was refused at once.
 */
export async function uploadImport(client: TestClient, fields: Record<string, string>, file: { name: string; data: Buffer | string }): Promise<Answer> {
  const posted = await postImport(client, fields, file);
  if (posted.statusCode !== 202) return posted;
  return untilJobEnds(client, (posted.json() as ImportJob).status_url);
}

/** A preview job's status URL, asked until the job has ended (ready or failed): its last answer. */
export async function untilJobEnds(client: TestClient, url: string): Promise<Answer> {
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await client.get(url);
    const state = (status.json() as ImportPreviewStatus).state;
    if (status.statusCode !== 200 || state === 'ready' || state === 'failed') return status;
    if (Date.now() > until) throw new Error(`preview ${url} still ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** The preview of a finished job (asserting it is ready). */
export function previewOf(res: Answer): ImportPreview {
  expect(res.statusCode, res.body).toBe(200);
  const status = res.json() as ImportPreviewStatus;
  expect(status.state, status.error ?? undefined).toBe('ready');
  return status.preview!;
}

/** The Turkish reason of a failed job (asserting it failed). */
export function failureOf(res: Answer): string {
  expect(res.statusCode, res.body).toBe(200);
  const status = res.json() as ImportPreviewStatus;
  expect(status.state).toBe('failed');
  return status.error!;
}

/** Every row of each table as row_to_json text, sorted: equal snapshots are equal tables. */
export async function snapshot(db: Db, tables: readonly string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(db, sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table)} AS t`);
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

/** The id of a seeded source by its key. */
export async function sourceId(db: Db, key: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM sources WHERE key = ${key}`);
  if (!row) throw new Error(`no source ${key}`);
  return row.id;
}
