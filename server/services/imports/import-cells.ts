import { parseDecimal } from '../../../shared/schemas/form-values';
import { foldLetters } from '../../lib/turkish';
import type { Cell } from './read-table';

// Cell values as a Turkish spreadsheet writes them: decimals with a comma and dotted thousands
// ("1.234,5"), dates as gg.aa.yyyy, yyyy-aa-gg, yyyy-aa or an Excel date, yes/no in words.

/** An empty cell carries nothing: it never erases a stored value (docs/decisions/031-edits-write-only-what-changed.md). */
export function isBlank(cell: Cell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Text of a cell: trimmed; a number as JavaScript writes it (an OSM id 4012345678 stays whole); a date as yyyy-aa-gg. */
export function textOf(cell: Cell): string | null {
  if (cell === null || isBlank(cell)) return null;
  if (typeof cell === 'string') return cell.trim();
  if (cell instanceof Date) return isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'boolean') return cell ? 'Evet' : 'Hayır';
  return String(cell);
}

/**
 * A number: an XLSX number as it is; text the way the forms read it (parseDecimal: "1.234,5",
 * "1234.5", "60.000"), spaces between digit groups allowed. NaN when it is not a number.
 */
export function numberOf(cell: Cell): number | null {
  if (isBlank(cell)) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : Number.NaN;
  if (typeof cell !== 'string') return Number.NaN;
  return parseDecimal(cell.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1')) ?? Number.NaN;
}

function validDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? isoDate(year, month, day) : null;
}

/** Excel's day number (1900 date system, with its phantom 29.02.1900) to a date. */
function excelDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date as yyyy-aa-gg: gg.aa.yyyy (or with / or -), yyyy-aa-gg (a time after it ignored), yyyy-aa
 * (the first of the month), an XLSX date cell or an Excel day number. "invalid" otherwise.
 */
export function dateOf(cell: Cell): string | 'invalid' | null {
  if (isBlank(cell)) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'invalid' : isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') return excelDay(cell) ?? 'invalid';
  if (typeof cell !== 'string') return 'invalid';
  const text = cell.trim();
  let m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1])) ?? 'invalid';
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3])) ?? 'invalid';
  m = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (m) return validDay(Number(m[1]), Number(m[2]), 1) ?? 'invalid';
  if (/^\d{5}$/.test(text)) return excelDay(Number(text)) ?? 'invalid';
  return 'invalid';
}

/** Years a "Devreye Alma Yılı" column may give (an Excel day number this small would be 1905). */
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

/**
 * A year alone ("2019", or the number 2019): the year, else null. Read before dateOf for the date
 * fields that accept a year: otherwise the number 2019 would be Excel's day 2019 (11.07.1905).
 */
export function yearOf(cell: Cell): number | null {
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : null;
}

const YES = new Set(['evet', 'e', 'var', 'true', 'dogru', '1', 'x', 'yes', 'tahmini']);
const NO = new Set(['hayir', 'h', 'yok', 'false', 'yanlis', '0', 'no']);

/** Evet / Hayır (and their usual spellings, 1/0, x). "invalid" otherwise. */
export function booleanOf(cell: Cell): boolean | 'invalid' | null {
  if (isBlank(cell)) return null;
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : 'invalid';
  const key = foldLetters(String(cell)).trim();
  return YES.has(key) ? true : NO.has(key) ? false : 'invalid';
}

/**
 * A name as matching compares it: Turkish-folded (İ/I/ı, diacritics, case), punctuation as spaces,
 * runs of spaces as one — "Kalyon-Karapınar GES" and "KALYON KARAPINAR GES" are the same name.
 */
export function nameKey(value: string): string {
  return foldLetters(value).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A column header as mapping compares it: folded, spaces and punctuation gone ("Kurulu Güç (MWe)" → "kurulugucmwe"). */
export function headerKey(value: string): string {
  return foldLetters(value).replace(/[^a-z0-9]+/g, '');
}
