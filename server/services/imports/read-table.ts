import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, MAX_IMPORT_COLUMNS } from '../../../shared/schemas/imports';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';

// A spreadsheet read row by row as it streams from disk (decision 039): csv-parse for CSV, exceljs's
// streaming WorkbookReader for XLSX (its first sheet). Neither file is ever held whole in memory.

/** What a cell holds once read: text (CSV, text cells), a number, a date or a boolean (XLSX). */
export type Cell = string | number | boolean | Date | null;

export interface TableRow {
  /** The row's number as a spreadsheet shows it (the first line or sheet row is 1). */
  row: number;
  cells: Cell[];
}

export type TableFormat = 'csv' | 'xlsx';

/** Bytes read so far, for the progress bar (the whole file is `size`). */
export type BytesRead = (bytes: number) => void;

/**
 * UTF-8 when the whole file is valid UTF-8, otherwise Windows-1254: what Excel in Turkish saves a
 * "CSV (virgülle ayrılmış)" file as. Decided on every byte, not on the start: a Windows-1254 row
 * after 64 KB of ASCII was read as UTF-8 and its Turkish letters lost (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md).
 */
export function csvEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1254' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

/**
 * What no correctly saved Turkish text holds: the replacement character (a file damaged before it
 * came), C1 controls (Windows-1254's five undefined bytes, or UTF-8 read twice) and NUL (a binary file).
 */
// eslint-disable-next-line no-control-regex -- NUL and the C1 controls are exactly what is looked for
const UNREADABLE = /[\u0000\u0080-\u009F\uFFFD]/;

/** The spreadsheet row of a character of the text: line breaks outside quotes counted (a quoted cell may span lines). */
export function rowAt(text: string, index: number): number {
  let row = 1;
  let quoted = false;
  for (let i = 0; i < index; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) quoted = !quoted;
    else if (char === 0x0a && !quoted) row += 1;
  }
  return row;
}

/** The first line of a Windows-1254 file that is UTF-8 with letters beyond ASCII: two encodings in one file. */
function firstUtf8Line(bytes: Uint8Array): number | null {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    const line = bytes.subarray(start, end);
    if (line.some((b) => b >= 0x80)) {
      try {
        strict.decode(line);
        return start;
      } catch {
        // Not UTF-8: a Windows-1254 line, as the file is.
      }
    }
    start = end + 1;
  }
  return null;
}

/**
 * The whole file as text, in the one encoding it was saved in; refused naming the row when a
 * character cannot be read or when rows were saved in two encodings (a UTF-8 row pasted into a
 * Windows-1254 file reads as "ÅŸ" and is never what the operator meant). The file is at most
 * MAX_IMPORT_BYTES, so its text is held whole.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const encoding = csvEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding === 'windows-1254') {
    // One byte is one character in Windows-1254: the byte's offset is the character's.
    const mixed = firstUtf8Line(bytes);
    if (mixed !== null) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.mixedEncoding(rowAt(text, mixed)));
  }
  const bad = UNREADABLE.exec(text);
  if (bad) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.unreadable(rowAt(text, bad.index)));
  return text;
}

/**
 * The delimiter the first lines use most, outside quotes: Turkish Excel writes ";" (the comma is
 * the decimal mark), other tools "," or a tab.
 */
export function csvDelimiter(text: string): string {
  const candidates = [';', ',', '\t', '|'];
  const counts = new Map(candidates.map((c) => [c, 0]));
  let quoted = false;
  let lines = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n' && ++lines >= 30) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const candidate of candidates) if (counts.get(candidate)! > counts.get(best)!) best = candidate;
  return best;
}

/** Counts bytes passing through (the progress bar's measure of a file read as a stream). */
function counting(onBytes: BytesRead | undefined): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      onBytes?.(bytes);
      done(null, chunk);
    },
  });
}

/**
 * The text in pieces, each reported as its share of the file's bytes (the progress bar's measure).
 * Each piece waits a turn of the event loop, as a read from disk does: the rows already parsed are
 * taken before a broken end of the file is met, so such a file fails as the import it has become.
 */
async function* textPieces(text: string, size: number, onBytes: BytesRead | undefined): AsyncGenerator<string> {
  const PIECE = 64 * 1024;
  for (let at = 0; at < text.length; at += PIECE) {
    await new Promise(setImmediate);
    const end = Math.min(text.length, at + PIECE);
    onBytes?.(Math.round((end / text.length) * size));
    yield text.slice(at, end);
  }
  await new Promise(setImmediate);
}

async function* readCsv(filePath: string, onBytes?: BytesRead): AsyncGenerator<TableRow> {
  const bytes = await readFile(filePath);
  const text = decodeCsv(bytes);
  const delimiter = csvDelimiter(text.slice(0, 64 * 1024));
  const input = Readable.from(textPieces(text, bytes.byteLength, onBytes));
  const parser = input.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: false, info: true, max_record_size: 1024 * 1024 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      if (record.length > MAX_IMPORT_COLUMNS) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.tooManyColumns);
      yield { row: info.records, cells: record };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const at = (error as { records?: number }).records;
    throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.malformed((at ?? 0) + 1));
  } finally {
    parser.destroy();
  }
}

/** An exceljs cell value as plain data: rich text joined, a formula's cached result, a link's text, an error as nothing. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellOf(v.result);
    if ('error' in v) return null;
    if (v.text !== undefined) return cellOf(v.text);
  }
  return null;
}

async function* readXlsx(filePath: string, onBytes?: BytesRead): AsyncGenerator<TableRow> {
  const input = createReadStream(filePath);
  const stream = input.pipe(counting(onBytes));
  // Styles are read so that date-formatted cells come back as dates, not day numbers.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        if (values.length - 1 > MAX_IMPORT_COLUMNS) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.tooManyColumns);
        const cells: Cell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellOf(values[i]));
        yield { row: row.number, cells };
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'INVALID_FILE', UPLOAD_MESSAGES.importInvalid);
  } finally {
    input.destroy();
    stream.destroy();
  }
}

/** The file's rows in order, streamed; a file that cannot be parsed is refused in Turkish (400). */
export function readTable(filePath: string, format: TableFormat, onBytes?: BytesRead): AsyncGenerator<TableRow> {
  return format === 'csv' ? readCsv(filePath, onBytes) : readXlsx(filePath, onBytes);
}
