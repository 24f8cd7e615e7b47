import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { landingPageChunks } from './server/plugins/page-hints';
import { markerClusterChunks } from './scripts/marker-cluster-chunks';

/** The API server the dev server forwards to (`npm run dev` listens on 3000). */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * The boot script (the theme before the first paint, ICU warmed) runs inline, so it costs no render-blocking
 * request (docs/product-rules.md#speed, P8). The CSP admits it by its hash, computed by the server from the
 * same file.
 */
const inlineBootScript = (): Plugin => ({
  name: 'gv-inline-boot-script',
  transformIndexHtml: (html) => html.replace('<script src="/boot.js"></script>', () => `<script>${readFileSync('public/boot.js', 'utf8')}</script>`),
});

/** The app's own modules that `from` imports statically, transitively (itself included). */
function staticClosure(ctx: Rolldown.ChunkingContext, from: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const next = queue.pop()!;
    if (found.has(next) || next.includes('node_modules')) continue;
    found.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * Fewer, larger chunks before the first paint (docs/product-rules.md#speed, P8): on a slow phone network each
 * request costs round trips whatever its size. The app's own modules that the entry imports statically (the
 * shell every page loads first) are named "app": one chunk instead of the entry plus a handful of 1–2 KB
 * chunks shared with the pages. A landing page's other modules go into the chunk its page hint names
 * (server/plugins/page-hints.ts), so the page is its route module and one chunk, not five.
 */
function firstLoadChunks() {
  let groups: Map<string, string> | undefined;
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (!groups) {
      groups = new Map();
      const shell = staticClosure(ctx, [path.resolve('client/app/main.tsx')]);
      for (const module of shell) groups.set(module, 'app');
      for (const [name, pages] of Object.entries(landingPageChunks())) {
        const routes = pages.map((page) => path.resolve(page));
        for (const module of staticClosure(ctx, routes)) {
          if (!groups.has(module) && !routes.includes(module)) groups.set(module, name);
        }
      }
    }
    return groups.get(id) ?? null;
  };
}

/**
 * React Router 7's package exports name only its development build, so a production bundle carried
 * its development checks on every page (decision 032; docs/benchmarks.md#member-pages).
 * The build takes the production files it also ships;
 * both entries share that build's chunks, so the router's context is one.
 */
const productionRouter = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
      ]
    : [];

export default defineConfig(({ command }) => ({
  resolve: { alias: productionRouter(command) },
  plugins: [
    inlineBootScript(),
    markerClusterChunks(),
    react(),
    tailwindcss(),
    // Brotli (best quality, once at build) and gzip beside every text asset; the server sends the
    // one the browser accepts (@fastify/static preCompressed).
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a landing page's own chunk from its HTML (server/plugins/page-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks that change rarely and cache well; heavy libraries of later
        // screens (charts, map, editor) get their own chunks so they load only where used.
        codeSplitting: {
          groups: [
            // React, its router and the query library: every page loads all three first, so one request.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/, priority: 30 },
            // React Aria (dialogs, tabs, comboboxes) with the small helpers it shares with recharts.
            { name: 'aria', test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|clsx|@swc[\\/]helpers)[\\/]/, priority: 25 },
            // The back office's table library: only admin screens import it.
            { name: 'table', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/, priority: 20 },
            { name: 'charts', test: /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor)[\\/]/, priority: 20 },
            { name: 'map', test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 20 },
            { name: 'editor', test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[^\\/]+)[\\/]/, priority: 20 },
            // zod comes with the shared message constants on the first screen; the form library only
            // with the screens that have forms.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
            { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 10 },
            { name: firstLoadChunks(), priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
}));
