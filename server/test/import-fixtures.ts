import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { TestClient } from './http';

// Spreadsheets for the importer's tests (issue 43), built the way operators' files arrive: CSV with
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

/** POST /api/admin/imports with a file. */
export function uploadImport(client: TestClient, fields: Record<string, string>, file: { name: string; data: Buffer | string }) {
  return client.upload('POST', '/api/admin/imports', fields, file);
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
