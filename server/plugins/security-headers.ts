import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { PROJECT_ROOT } from '../project-root';

/**
 * The one inline script the SPA ships (the theme set before the first paint, ICU warmed while the
 * app downloads), inlined at build from this file (vite.config.ts). The CSP names it by hash; any
 * other inline script stays refused.
 */
const BOOT_SCRIPT = readFileSync(path.join(PROJECT_ROOT, 'public/boot.js'), 'utf8');
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The headers helmet would set for these options. They are the same on every response, so helmet runs
 * once at start-up instead of on each request (it re-derived the CSP string per request, a
 * noticeable share of a small API response's CPU: decision 014).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every response. The CSP allows no inline script but the theme script's
 * hash; inline styles stay allowed for chart and map libraries that set style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  // The realtime socket goes to this site only ('self' covers same-origin ws/wss in CSP 3; the
  // explicit origin keeps older browsers working) — never to any host
  // (docs/reliability.md#attack-pass, finding 9).
  const publicUrl = new URL(app.config.PUBLIC_URL);
  const socketOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only where the site is https: browsers ignore it over http, and a development server on
    // localhost must not pin the name to https. A year, this host only (other subdomains are not ours
    // to pin); not preloaded (docs/decisions/026).
    strictTransportSecurity: publicUrl.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Set first, so a route may still replace one (the checkout page's own CSP, an SVG's sandbox).
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
