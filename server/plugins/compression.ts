import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli, else gzip, for every compressible response over 1 KB (HTML, JSON, feeds, sitemaps). Dynamic
 * responses use brotli's fastest level: on a list page (5.5 KB) quality 1 takes 44 µs against 145 µs
 * for quality 4, on the station map (250 KB) 1.0 ms against 3.3 ms, for 5–10 % more bytes (160 B and
 * 3 KB). Answers shared from memory are compressed once at quality 9 (first-page cache), static
 * assets at build time (vite.config.ts).
 *
 * Every answer up to 1 MB is compressed in one call. The library's default ceiling for that is 8 KB on
 * two cores; past it an answer went through a stream pipeline, chunk by chunk on the thread pool, and
 * the station map (250 KB) spent more on that than on brotli itself (P1 map ratio 1.46–1.63 → 1.24–1.45,
 * ~17 % more maps a second; decision 018, "Later (session 20)"). Brotli 1 of 1 MB is ~4 ms.
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
