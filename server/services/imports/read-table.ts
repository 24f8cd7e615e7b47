import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, MAX_IMPORT_COLUMNS } from '../../../shared/schemas/imports';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';

// A spreadsheet read row by row as it streams from disk (issue 43): csv-parse for CSV, exceljs's
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

const SNIFF_BYTES = 64 * 1024;

async function headOf(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * UTF-8 when the start of the file is valid UTF-8 (a sequence cut at the sniffed end is fine),
 * otherwise Windows-1254: what Excel in Turkish saves a "CSV (virgülle ayrılmış)" file as.
 */
export function csvEncoding(head: Uint8Array): 'utf-8' | 'windows-1254' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
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

/** Windows-1254 bytes to UTF-8 text, streamed. */
function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* readCsv(filePath: string, onBytes?: BytesRead): AsyncGenerator<TableRow> {
  const head = await headOf(filePath);
  const encoding = csvEncoding(head);
  const delimiter = csvDelimiter(new TextDecoder(encoding).decode(head));
  let input: Readable = createReadStream(filePath).pipe(counting(onBytes));
  if (encoding !== 'utf-8') input = input.pipe(decoding(encoding));
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
