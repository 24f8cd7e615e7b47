import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli, else gzip, for every compressible response over 1 KB (HTML, JSON, feeds, sitemaps). Dynamic
 * responses use a fast brotli level: quality 11 costs more CPU than the bytes it saves on a JSON page;
 * static assets are compressed at the best level once, at build time (vite.config.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
