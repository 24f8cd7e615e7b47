// An edit writes what the admin changed and nothing else (docs/decisions/031-edits-write-only-what-changed.md):
// of the columns a form maps, only those whose field the request carried, and of those only the
// ones whose value differs from the stored row. A field a form does not show (an importer's column,
// a free-text stakeholder) is never overwritten with its absence, and a save that changes nothing
// writes no row, no timestamp and no audit entry.

/** Fields a request body carried: every key of the JSON object (or multipart fields) before validation. */
export type SentFields = ReadonlySet<string>;

/** The same stored value, whatever shape the driver and the form give it (a Date and its ISO text, 1 and 1.0). */
export function sameValue(stored: unknown, next: unknown): boolean {
  if (stored === next) return true;
  if (stored === null || stored === undefined || next === null || next === undefined) return (stored ?? null) === (next ?? null);
  if (stored instanceof Date || next instanceof Date) return new Date(stored as string).getTime() === new Date(next as string).getTime();
  if (typeof stored === 'number' || typeof next === 'number') return Number(stored) === Number(next);
  if (typeof stored === 'object' || typeof next === 'object') return JSON.stringify(stored) === JSON.stringify(next);
  return false;
}

/**
 * The columns to write on an edit: those whose field was sent (all of them when `sent` is absent,
 * e.g. a create or a service call) and whose value differs from `before`. Empty: nothing to write.
 */
export function changedColumns<T extends Record<string, unknown>>(before: Record<string, unknown>, columns: T, sent?: SentFields): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(columns) as [keyof T & string, T[keyof T & string]][]) {
    if (sent && !sent.has(key)) continue;
    if (!sameValue(before[key], value)) out[key] = value;
  }
  return out;
}

export const isEmpty = (columns: object) => Object.keys(columns).length === 0;
