import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The CSP allows no inline script (the SPA ships none);
 * inline styles stay allowed for chart and map libraries that set style attributes.
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
        scriptSrc: ["'self'"],
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
