import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sourceLine, SOURCES_MESSAGES } from '../../../shared/sources-display';
import type { CellValue, ExportColumn, ExportSource } from './export-rows';

// The export's file, written as its rows arrive (docs/decisions/045-paid-exports.md): a chunk is
// written and let go before the next is read, and the writer waits while the reader is behind.

export interface ExportDocument {
  /** The worksheet's name: "Projeler" / "Firmalar". */
  sheet: string;
  /** Lines on what the file is: its title, date, filters, row count, field rules. */
  about: string[];
  columns: ExportColumn[];
  sources: ExportSource[];
  rows: AsyncIterable<CellValue[][]>;
}

export const SOURCES_SHEET = 'Kaynaklar ve lisans';
const BOM = '\uFEFF';

/** The licence lines of the sources: each source's line, its attribution and its licence's address. */
export function licenceLines(sources: ExportSource[]): string[] {
  if (sources.length === 0) return [`${SOURCES_MESSAGES.label}: ${SOURCES_MESSAGES.noSources}`];
  const lines: string[] = [];
  for (const s of sources) {
    const line = sourceLine({ name: s.name, licence: s.licence, data_date: s.data_date });
    lines.push(s.is_generated ? `${line} · ${SOURCES_MESSAGES.generated}` : line);
    // Both dates: the data's own and the day it was read (decision 054).
    const dates = [
      ...(s.data_date ? [`${SOURCES_MESSAGES.dataDate}: ${s.data_date}`] : []),
      ...(s.retrieved_on ? [`${SOURCES_MESSAGES.retrievedOn}: ${s.retrieved_on}`] : []),
    ];
    if (dates.length > 0) lines.push(`  ${dates.join(' · ')}`);
    if (s.attribution) lines.push(`  Atıf: ${s.attribution}`);
    if (s.publisher) lines.push(`  Yayımcı: ${s.publisher}`);
    if (s.url) lines.push(`  Adres: ${s.url}`);
    if (s.licence_url) lines.push(`  Lisans: ${s.licence_url}`);
  }
  if (sources.some((s) => s.is_generated)) lines.push(SOURCES_MESSAGES.generatedNote);
  return lines;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, its
 * quotes doubled. A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe (OWASP "CSV injection"); numbers are written as numbers.
 */
export function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly CellValue[]) => `${values.map(csvField).join(',')}\r\n`;

async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * A line on the file as one CSV record: a "#" cell, then the line as a cell escaped like every other
 * (docs/decisions/050-import-preview-jobs-decoding-and-export-headers.md). Source names, attributions
 * and filter labels are stored text: a line break in one would start a line of its own, and a comma
 * would let a spreadsheet read what follows as a cell of its own (a formula), so line breaks become
 * spaces and the rest goes through csvField. The "#" first keeps the line a comment to
 * `pandas.read_csv(comment='#')` and csv-parse's `comment: '#'`.
 */
export function csvCommentLine(line: string): string {
  const text = line.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ').trimEnd();
  return text === '' ? '#\r\n' : csvLine(['#', text]);
}

/**
 * CSV in UTF-8 with a byte order mark (spreadsheets then read Turkish letters), comma-separated, CRLF:
 * the lines on the file and its licences first, each a record starting with a "#" cell (csvCommentLine),
 * then the header row and the rows.
 */
export async function writeCsv(out: Writable, doc: ExportDocument): Promise<void> {
  const head = [...doc.about, '', ...licenceLines(doc.sources)].map(csvCommentLine).join('');
  await write(out, `${BOM}${head}${csvLine(doc.columns.map((c) => c.header))}`);
  for await (const chunk of doc.rows) {
    await write(out, chunk.map(csvLine).join(''));
  }
  out.end();
}

/**
 * XLSX through exceljs' streaming writer: the rows' sheet first, each row committed as it is added
 * (nothing of a written row is held), then the sheet "Kaynaklar ve lisans" with the lines on the file
 * and the licence lines. Without styles: exceljs then builds no style model per cell, which at
 * 100 000 rows was most of the export's memory (docs/benchmarks.md#exports-at-scale). Dates are therefore
 * written as ISO text ("2026-05-01", sorting as dates do) rather than formatted date cells; numbers
 * stay numbers.
 */
export async function writeXlsx(out: Writable, doc: ExportDocument): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  workbook.creator = 'GüneşVeri';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(doc.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = doc.columns.map((c, i) => ({ key: String(i), width: c.width }));
  sheet.addRow(doc.columns.map((c) => c.header)).commit();
  for await (const chunk of doc.rows) {
    for (const values of chunk) sheet.addRow(values).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();

  const about = workbook.addWorksheet(SOURCES_SHEET);
  about.columns = [{ width: 120 }];
  for (const line of [...doc.about, '', ...licenceLines(doc.sources)]) about.addRow([line]).commit();
  about.commit();
  await workbook.commit();
}
