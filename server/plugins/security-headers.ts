import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The one inline script the SPA ships: the theme set before the first paint, inlined at build from
 * this file (vite.config.ts). The CSP names it by hash; any other inline script stays refused.
 */
const THEME_SCRIPT = readFileSync(new URL('../../public/theme-init.js', import.meta.url), 'utf8');
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * Security headers on every response. The CSP allows no inline script but the theme script's
 * hash; inline styles stay allowed for chart and map libraries that set style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  // The realtime socket goes to this site only ('self' covers same-origin ws/wss in CSP 3; the
  // explicit origin keeps older browsers working) — never to any host (issue 12, finding 9).
  const publicUrl = new URL(app.config.PUBLIC_URL);
  const socketOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
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
    // Served over plain http on localhost in development; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
