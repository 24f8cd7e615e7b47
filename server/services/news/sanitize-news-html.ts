import sanitizeHtml from 'sanitize-html';

/**
 * News HTML is untrusted (docs/product-rules.md#news): sanitised with an allowlist when stored and again when
 * served. No scripts, no event handlers, no style attributes, links only to http(s)/mailto, images
 * only from http(s) or our own /files, and every link opens safely in a new tab.
 */
// Absolute http(s)/mailto URLs, or paths on this site; nothing relative to the page, no other scheme.
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function withSafeUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || SAFE_URL.test(value.trim())) return attribs;
  const rest = { ...attribs };
  delete rest[name];
  return rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...withSafeUrl(attribs, 'href'), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src') }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeNewsHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}

/** Plain text of news HTML (excerpts, reading time, meta descriptions). */
export function newsPlainText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces so "</p><p>" does not glue two words together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|td|th|figcaption)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

export function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

/** Words / 200, rounded up, at least one minute (docs/product-rules.md#news). */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
