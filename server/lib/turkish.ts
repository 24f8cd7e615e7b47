/**
 * Folds text the way gv_fold() does in the database (drizzle/0000_extensions.sql): İ, I and ı all
 * become i, diacritics go (ş->s, ğ->g, ü->u, ö->o, ç->c), then lower case. Plain toLowerCase() gets
 * Turkish wrong ("IĞDIR" -> "iğdir" but "Iğdır" -> "iğdır").
 */
export function foldLetters(value: string): string {
  return value
    .replace(/[İIı]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** A name folded for matching (`foldLetters`), its runs of spaces made one and its ends trimmed. */
export function foldTurkish(value: string): string {
  return foldLetters(value).replace(/\s+/g, ' ').trim();
}

/** True when `alias` occurs in `text` as whole words (both folded), so "sma" does not match "smart". */
export function containsWords(text: string, alias: string): boolean {
  const haystack = ` ${foldTurkish(text).replace(/[^a-z0-9]+/g, ' ')} `;
  const needle = ` ${foldTurkish(alias).replace(/[^a-z0-9]+/g, ' ').trim()} `;
  return needle.trim() !== '' && haystack.includes(needle);
}

/** A map from folded name to value; lookups fold too, so "Şanlıurfa", "SANLIURFA", "sanliurfa" agree. */
export class FoldedLookup<T> {
  private readonly map = new Map<string, T>();

  constructor(entries: Iterable<readonly [string, T]> = []) {
    for (const [name, value] of entries) this.set(name, value);
  }

  set(name: string, value: T): void {
    this.map.set(foldTurkish(name), value);
  }

  get(name: string | null | undefined): T | undefined {
    return name ? this.map.get(foldTurkish(name)) : undefined;
  }
}
