import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_FILES_PREFIX } from '../integrations/storage/storage';
import { PRIVATE_FILES_PREFIX } from '../services/stations/station-files';

/** Serves stored public files (contract PDFs, KML, news images) at /files/. */
export async function registerPublicFiles(app: FastifyInstance) {
  await mkdir(app.storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.storage.root,
    prefix: PUBLIC_FILES_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Premium files (station KML/KMZ) live under private/ and are streamed by their routes only.
    allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(PRIVATE_FILES_PREFIX),
    setHeaders(res, filePath) {
      // An uploaded SVG could carry script: let it render as an image only.
      if (filePath.endsWith('.svg')) res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
