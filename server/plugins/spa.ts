import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../lib/errors';
import { PROJECT_ROOT } from '../project-root';
import { createPageHints, withPageHints, type Manifest } from './page-hints';
import { articleHead, imagePreload, rssXml, sitemapXml } from '../services/news/news-pages';
import { findNewsDetail, firstBlogCover } from '../services/news/news-queries';
import { excerpt, newsPlainText } from '../services/news/sanitize-news-html';

export const CLIENT_DIST = path.join(PROJECT_ROOT, 'dist/client');

interface CompressedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Pages answered by the history fallback (`/`, `/about`, `/stations`…) are not routes, and the compression
 * plugin hooks routes only: they went out uncompressed (docs/reliability.md#second-attack-pass, finding 22).
 * Each distinct page HTML (a handful: the index with one landing page's hints each) is compressed here once,
 * at the quality the build uses for its files, and reused.
 */
function compressedPages() {
  const pages = new Map<string, CompressedPage>();
  // Bounded although the hints are: never a cache an unusual address can grow.
  const MAX_PAGES = 64;
  return (html: string): CompressedPage => {
    let page = pages.get(html);
    if (!page) {
      const bytes = Buffer.from(html);
      page = { html: bytes, br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(bytes, { level: 9 }) };
      if (pages.size < MAX_PAGES) pages.set(html, page);
    }
    return page;
  };
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other page path
 * (history fallback; the client router sends unknown paths to /). Unknown /api and /files paths get
 * the JSON 404.
 */
export async function registerSpa(app: FastifyInstance) {
  const indexPath = path.join(CLIENT_DIST, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      index: false,
      // The .br / .gz files the build wrote beside each asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasBuild
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>GüneşVeri</title><meta name="description" content="GüneşVeri" /></head>' +
      '<body><p>İstemci derlenmemiş: <code>npm run build</code> çalıştırın.</p></body></html>';
  const manifestPath = path.join(CLIENT_DIST, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  const pageHints = createPageHints(manifest, indexHtml);
  const pageHtml = (url: string) => withPageHints(indexHtml, pageHints(url));
  const compressed = compressedPages();
  /** A page of the SPA, brotli or gzip as the browser accepts. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const page = compressed(html);
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
  };

  // Articles, the sitemap and the feed are readable without running the SPA (docs/product-rules.md#news).
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, '');
  app.get('/news/:short_url', { schema: { hide: true } }, async (request, reply) => {
    const { short_url } = request.params as { short_url: string };
    const article = await findNewsDetail(app.db, { short_url });
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!article) return reply.status(404).send(indexHtml);
    return reply.send(articleHead(pageHtml(request.url), article, publicUrl));
  });
  // The news list's first cover is its largest paint: announced with the HTML, like an article's cover
  // (docs/product-rules.md#speed, P8). Only for the list's first view; a search or a tag shows other cards first.
  app.get('/news', { schema: { hide: true } }, async (request, reply) => {
    const cover = request.url.includes('?') ? null : await firstBlogCover(app.db);
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return reply.send(withPageHints(pageHtml(request.url), cover ? imagePreload(cover) : ''));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(app.db, publicUrl)),
  );
  // Crawlers read the public pages and the sitemap; the API and the member and admin screens are not for them.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /profile', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')),
  );
  app.get('/news/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(await rssXml(app.db, publicUrl, (html) => excerpt(newsPlainText(html), 300))),
  );

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/files/');
    if (isPage) return sendPage(request, reply, pageHtml(request.url));
    return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
  });
}
