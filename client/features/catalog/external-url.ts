/**
 * An http(s) address to link to, or null: "www.ornek.com" gets https://, anything else (javascript:,
 * mailto:, garbage) is not linked.
 */
export function externalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.ornek.com.tr/tr/" -> "ornek.com.tr/tr". */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
