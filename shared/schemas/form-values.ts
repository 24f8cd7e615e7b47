import { z } from '../zod';

// Form inputs hold text; these turn it into what the record stores, the same way in the browser
// (react-hook-form's resolver) and on the server (a JSON body may carry the typed value itself).

// Dots that only group thousands, the way the site shows numbers (docs/product-rules.md#general: dot thousands): "60.000".
const GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * "1.234,5" or "1234.5" -> 1234.5; "60.000" and "1.250.000" -> 60000 and 1250000 (a Turkish reader's
 * thousands, not 60 and a refusal); '' -> null; anything else -> NaN.
 */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  const normalised = value.includes(',') || GROUPED.test(value) ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** "www.ornek.com" -> "https://www.ornek.com" (an address typed without its scheme). */
export const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);

/** Blank text is no value; so is null, which an edit sends for a field it shows empty (client/lib/api-client.ts). */
export const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Optional free text: trimmed, at most `max` characters, blank dropped. */
export const optionalText = (max = 500) => z.preprocess(blankToUndefined, z.string().trim().max(max, `En fazla ${max} karakter girilebilir`).optional());

/**
 * An optional number typed in a form ("12,5", "12.5") or sent as one. Text that is not a number
 * becomes NaN, which `schema` refuses with its own message (z.number({ error })).
 */
export function optionalNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => (typeof value === 'string' ? (parseDecimal(value) ?? undefined) : (value ?? undefined)), schema.optional());
}

/** An optional http(s) address; one typed without its scheme gets https://. javascript:, data: and file: are refused. */
export function optionalHttpUrl(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? withScheme(value.trim()) : blankToUndefined(value)),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message }).max(500, message).optional(),
  );
}
