import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli, else gzip, for every compressible response over 1 KB (HTML, JSON, feeds, sitemaps). Dynamic
 * responses use brotli's fastest level: about a third of quality 4's time for a few percent more
 * bytes (docs/benchmarks.md#code-figures). Answers shared from memory are compressed once at quality 9
 * (first-page cache), static assets at build time (vite.config.ts).
 *
 * Every answer up to 1 MB is compressed in one call. The library's default ceiling for that is 8 KB on
 * two cores; past it an answer went through a stream pipeline, chunk by chunk on the thread pool, and
 * the station map spent more on that than on brotli itself (decision 018, "Later (session 20)"; what
 * brotli 1 costs up to the 1 MB ceiling: docs/benchmarks.md#code-figures).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 6 },
  });
}
