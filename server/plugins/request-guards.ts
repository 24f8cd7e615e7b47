import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is called by another site on purpose (the payment provider's callback and webhook). */
    crossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a string anywhere in the value that holds a NUL (PostgreSQL text cannot store one). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** True when a browser's Origin header is this site's own (PUBLIC_URL, the requested host, Vite in development). */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  const config = request.server.config;
  return sameOrigin(request, new URL(config.PUBLIC_URL).origin, origin, config.NODE_ENV === 'development');
}

function sameOrigin(request: FastifyRequest, publicOrigin: string, origin: string, development: boolean): boolean {
  if (origin === publicOrigin) return true;
  // `npm run dev:client` serves the SPA from Vite's own port on this machine.
  if (development && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return true;
  // The host the request was made to (dev servers, tests, a second hostname behind the proxy).
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Guards every request before its handler:
 * - strings with a NUL byte are refused as 400, once for every route (query, path, body);
 * - a request that changes state (any method but GET/HEAD/OPTIONS) from another site is refused
 *   (Sec-Fetch-Site cross-site/same-site; without that header, an Origin that is not ours) — the SameSite=Lax cookie
 *   rides top-level navigations, so "a link" must never be able to spend Bakiye. Requests without
 *   those headers (curl, server-to-server) pass: they carry no victim's cookie by accident.
 */
export function registerRequestGuards(app: FastifyInstance) {
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
  const development = app.config.NODE_ENV === 'development';

  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.invalidCharacters);
    }
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSite) return;
    // Browsers that send Sec-Fetch-Site say it directly (a form POST under "no-referrer" sends
    // "Origin: null" even to its own site); older ones are judged by Origin.
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreign =
      site !== undefined
        ? site === 'cross-site' || site === 'same-site'
        : origin !== undefined && !sameOrigin(request, publicOrigin, origin, development);
    if (foreign) throw new AppError(403, 'CROSS_SITE_REQUEST', MESSAGES.crossSite);
  });

  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.invalidCharacters);
    }
  });
}
