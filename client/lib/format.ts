// Turkish (tr-TR) number and date formatting: dot thousands, comma decimals, Istanbul time.

const LOCALE = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 1234567.891 -> "1.234.567,89" (fixed decimals, 2 by default). Null/NaN -> "–". */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (!isNumber(value)) return '–';
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** 1234567 -> "1.234.567". */
export function formatInteger(value: number | null | undefined): string {
  if (!isNumber(value)) return '–';
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

/** Up to `maxDecimals` decimals, no trailing zeros: 9.1 -> "9,1", 100 -> "100", 1234.567 -> "1.234,57". */
export function formatDecimal(value: number | null | undefined, maxDecimals = 2): string {
  if (!isNumber(value)) return '–';
  return numberFormat({ maximumFractionDigits: maxDecimals }).format(value);
}

/** A measured value with its unit: (9.1, 'MWp') -> "9,1 MWp"; no value -> "–". */
export function formatMeasure(value: number | null | undefined, unit: string | null | undefined): string {
  if (!isNumber(value)) return '–';
  return unit ? `${formatDecimal(value)} ${unit}` : formatDecimal(value);
}

/** A share given in percentage points: 12.345 -> "%12,3". */
export function formatPercent(points: number | null | undefined, decimals = 1): string {
  if (!isNumber(points)) return '–';
  return numberFormat({ style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    points / 100,
  );
}

/** An amount of money: (1500, 'TRY') -> "₺1.500,00". */
export function formatCurrency(value: number | null | undefined, currency = 'TRY'): string {
  if (!isNumber(value)) return '–';
  return numberFormat({ style: 'currency', currency }).format(value);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** "2025-11-22T10:00:00Z" -> "22 Kasım 2025". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(date) : '–';
}

/** "2025-11-22T10:00:00Z" -> "22.11.2025". */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(date) : '–';
}

/** "2025-11-22T10:00:00Z" -> "22.11.2025 13:00". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date
    ? dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)
    : '–';
}

/** Month number 1–12 -> "Ocak" … "Aralık". */
export function monthName(month: number): string {
  return dateFormat({ month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A stored number as a form's text field holds it: Turkish decimal comma, no grouping ("1499,9"); empty for none. */
export function decimalInput(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
