/**
 * A `redirect` query value turned into a same-origin path ("/profile?tab=password"), or null for
 * anything else (absolute URLs, protocol-relative "//host", backslash tricks, empty values).
 */
export function safeRedirectPath(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // "/.//evil.test" resolves to the path "//evil.test", which a router treats as another host.
    if (path.startsWith('//') || path.startsWith('/\\')) return null;
    return path;
  } catch {
    return null;
  }
}
