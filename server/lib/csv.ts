// RFC 4180 CSV for the committed data files, read by the seeds, the map's province figures and scripts.

export type CsvRow = Record<string, string>;

/**
 * Parses RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes; CRLF or LF.
 * Small on purpose: the inputs are our own committed files (uploads go through csv-parse, read-table.ts).
 */
export function parseCsv(text: string): CsvRow[] {
  const records = splitRecords(text.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (!header) return [];
  return records
    .filter((fields) => fields.some((f) => f !== ''))
    .map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ''])));
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push(fields);
  }
  return records;
}

/** A number from a CSV cell, or null when the cell is empty or not a number. */
export function csvNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
