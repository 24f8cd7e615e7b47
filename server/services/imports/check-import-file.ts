import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Unzip, UnzipInflate } from 'fflate';
import { extensionOf, MAX_IMPORT_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';
import type { TableFormat } from './read-table';

// An import file is untrusted like every upload (docs/product-rules.md#admin-forms, server/services/uploads/check-upload.ts):
// its name's extension, its size and its content are checked before a parser sees it.

/** An XLSX inflates to its XML; a sheet of 100 000 rows is far below this, a zip bomb far above. */
export const MAX_XLSX_INFLATED_BYTES = 400 * 1024 * 1024;
/** An XLSX holds a few dozen parts; thousands of entries are an attack. */
export const MAX_XLSX_ENTRIES = 500;
/**
 * exceljs holds the shared strings table whole while it reads the sheet (a cell names its text by
 * number): two million distinct texts took hundreds of MB (docs/benchmarks.md#xlsx-preview-memory). Turkey's
 * 35 000 plants with a dozen text columns each stay under half a million distinct texts.
 */
export const MAX_XLSX_SHARED_STRINGS = 500_000;
/** The shared strings part inflated: a few long texts cost memory as many short ones do. */
export const MAX_XLSX_SHARED_STRINGS_BYTES = 48 * 1024 * 1024;
/** The styles part, also held whole (so that date cells read as dates); a real one is kilobytes. */
export const MAX_XLSX_STYLES_BYTES = 8 * 1024 * 1024;

export interface XlsxLimits {
  inflated: number;
  sharedStrings: number;
  sharedStringsBytes: number;
  stylesBytes: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  inflated: MAX_XLSX_INFLATED_BYTES,
  sharedStrings: MAX_XLSX_SHARED_STRINGS,
  sharedStringsBytes: MAX_XLSX_SHARED_STRINGS_BYTES,
  stylesBytes: MAX_XLSX_STYLES_BYTES,
};

/** Counts `<si>` elements (one per shared string, any namespace prefix) in a part read in chunks. */
function stringCounter() {
  let carry = '';
  let count = 0;
  return (chunk: Uint8Array) => {
    // latin1 keeps one character per byte: markup is ASCII, a cut multi-byte letter is harmless.
    const text = carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    const matches = text.match(/<(?:[A-Za-z_][\w.-]*:)?si[\s>/]/g);
    count += matches?.length ?? 0;
    // A tag cut at the chunk's end is counted with the next chunk (at most "<prefix:si" long).
    const cut = text.lastIndexOf('<');
    carry = cut >= 0 && text.length - cut < 64 && !/[\s>/]/.test(text.slice(cut + 1)) ? text.slice(cut) : '';
    return count;
  };
}

const refuse = (message: string, status = 400) => new AppError(status, 'INVALID_FILE', message);

/** CSV text: no NUL bytes at its start (a binary file renamed) and not a zip (an XLSX renamed). */
async function checkCsv(filePath: string): Promise<void> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.byteLength, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b)) throw refuse(UPLOAD_MESSAGES.importInvalid);
  } finally {
    await handle.close();
  }
}

/**
 * An XLSX: a zip holding `xl/workbook.xml`, whose entries together inflate to at most
 * MAX_XLSX_INFLATED_BYTES. Inflated as a stream and counted (declared sizes are not believed), so
 * a bomb is stopped at the limit before exceljs, which caches shared strings in memory, reads it;
 * the shared strings (their number and size) and the styles are capped on their own for that cache.
 */
async function checkXlsx(filePath: string, limits: XlsxLimits): Promise<void> {
  let entries = 0;
  let inflated = 0;
  let workbook = false;
  let failed: AppError | null = null;
  const unzip = new Unzip((file) => {
    // No throwing in here: fflate catches it and reports it again; record it and stop instead.
    if (failed) return;
    if (++entries > MAX_XLSX_ENTRIES) {
      failed = refuse(UPLOAD_MESSAGES.importInvalid);
      return;
    }
    if (file.name === 'xl/workbook.xml') workbook = true;
    // The parts exceljs holds whole are capped on their own (exceljs finds them by these names).
    const strings = /^xl\/sharedStrings\d*\.xml$/i.test(file.name) ? stringCounter() : null;
    const partCap = strings ? limits.sharedStringsBytes : /^xl\/styles\.xml$/i.test(file.name) ? limits.stylesBytes : Infinity;
    let partBytes = 0;
    file.ondata = (err, chunk) => {
      if (failed) return;
      if (err) failed = refuse(UPLOAD_MESSAGES.importInvalid);
      else if ((inflated += chunk.byteLength) > limits.inflated) failed = refuse(UPLOAD_MESSAGES.importTooLarge, 413);
      else if ((partBytes += chunk.byteLength) > partCap || (strings && strings(chunk) > limits.sharedStrings)) failed = refuse(UPLOAD_MESSAGES.xlsxTooManyStrings, 413);
      if (failed) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const input = createReadStream(filePath, { highWaterMark: 16 * 1024 });
  try {
    let first = true;
    for await (const chunk of input as AsyncIterable<Buffer>) {
      if (first && (chunk[0] !== 0x50 || chunk[1] !== 0x4b || chunk[2] !== 0x03 || chunk[3] !== 0x04)) throw refuse(UPLOAD_MESSAGES.importInvalid);
      first = false;
      unzip.push(chunk);
      if (failed) break;
    }
    if (!failed) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    failed ??= error instanceof AppError ? error : refuse(UPLOAD_MESSAGES.importInvalid);
  } finally {
    input.destroy();
  }
  if (failed) throw failed;
  if (!workbook) throw refuse(UPLOAD_MESSAGES.importInvalid);
}

/** The file's format by its name, and its size: what the upload is refused for at once. */
export async function checkImportBasics(filePath: string, fileName: string): Promise<{ format: TableFormat; size: number }> {
  const extension = extensionOf(fileName);
  if (extension !== 'csv' && extension !== 'xlsx') throw refuse(UPLOAD_MESSAGES.importOnly);
  const { size } = await stat(filePath);
  if (size === 0) throw refuse(UPLOAD_MESSAGES.empty);
  if (size > MAX_IMPORT_BYTES) throw refuse(UPLOAD_MESSAGES.importTooLarge, 413);
  return { format: extension, size };
}

/** The content (an XLSX inflated and counted in full: seconds for a large one, so the preview job does it). */
export async function checkImportContent(filePath: string, format: TableFormat, limits: Partial<XlsxLimits> = {}): Promise<void> {
  if (format === 'csv') await checkCsv(filePath);
  else await checkXlsx(filePath, { ...XLSX_LIMITS, ...limits });
}

/** The file's format by its name, then its size and content; refused in Turkish otherwise. */
export async function checkImportFile(filePath: string, fileName: string, limits: Partial<XlsxLimits> = {}): Promise<{ format: TableFormat; size: number }> {
  const basics = await checkImportBasics(filePath, fileName);
  await checkImportContent(filePath, basics.format, limits);
  return basics;
}
