// Hints in the HTML of a public landing page, so that what the app asks for first is already on its way while
// the entry script downloads (docs/product-rules.md#speed, P8): the page's own lazily loaded chunk and the
// API answers its first render requests. Without them each is one more round trip after the entry has run,
// twice before the largest paint of /news on a slow phone network (docs/benchmarks.md#code-figures).

/** One chunk of Vite's build manifest (`build.manifest`), keyed by source path or `_name.js`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

interface PageHint {
  pattern: RegExp;
  /** The route's lazily imported page module (client/app/router.tsx). */
  module?: string;
  /**
   * The build bundles the module's own imports (past the app's shell) into one chunk of this name,
   * so the page is two requests, not one per shared part (vite.config.ts; pages may share one).
   */
  chunk?: string;
  /** The GET requests its first render makes, exactly as the client writes them (a different URL would be fetched twice). */
  data: (match: RegExpExecArray) => string[];
  /**
   * A member's page whose query only picks a tab (?tab=…): the app's own data is the same whatever the
   * query says, so it is preloaded with one too. The tab's own data is left to the app: the page asks
   * for it only once the session says the viewer may see it.
   */
  tabbed?: true;
  /**
   * A tab's own lazily imported module by the `?tab=` that opens it ('' for the page opened without
   * one): preloaded with the page, so a deep link to that tab does not wait for the page's code to
   * run before asking for the tab's (docs/decisions/032).
   */
  tabModules?: Record<string, string>;
}

const STATISTICS_CHARTS = 'client/features/statistics/components/statistics-charts.tsx';

// Every page asks for these when the app starts (session, site info, footer contracts, cookie banner).
const APP_DATA = ['/api/auth/session', '/api/site', '/api/legal/contracts', '/api/legal/cookie-policy'];

const PAGE_HINTS: PageHint[] = [
  { pattern: /^\/$/, data: () => ['/api/announcements', '/api/projects', '/api/reference'] },
  { pattern: /^\/news$/, module: 'client/app/routes/news/news-list.tsx', chunk: 'news-pages', data: () => ['/api/news/tags', '/api/news'] },
  {
    pattern: /^\/news\/([^/]+)$/,
    module: 'client/app/routes/news/news-article.tsx',
    chunk: 'news-pages',
    data: (match) => [`/api/news/by-url/${encodeURIComponent(safeDecode(match[1]!))}`],
  },
  { pattern: /^\/stations$/, module: 'client/app/routes/public/stations.tsx', chunk: 'stations-page', data: () => ['/api/stations/years', '/api/reference', '/api/sources', '/api/stations'] },
  { pattern: /^\/about$/, module: 'client/app/routes/public/about.tsx', data: () => [] },
  { pattern: /^\/about-platform$/, module: 'client/app/routes/public/about-platform.tsx', data: () => [] },
  { pattern: /^\/veri-kaynaklari$/, module: 'client/app/routes/public/data-sources.tsx', data: () => ['/api/sources'] },
  { pattern: /^\/packages\/public$/, module: 'client/app/routes/packages/packages-public.tsx', data: () => [] },
  // The pages a member lives in (decision 032): their code and the session arrive with the HTML instead of
  // one round trip each after the app has run.
  {
    pattern: /^\/dashboard$/,
    module: 'client/app/routes/dashboard/dashboard.tsx',
    data: () => [],
    tabbed: true,
    // The statistics tabs open on their charts (the first tab when none is named).
    tabModules: { '': STATISTICS_CHARTS, 'installed-power': STATISTICS_CHARTS, production: STATISTICS_CHARTS },
  },
  {
    pattern: /^\/profile$/,
    module: 'client/app/routes/account/profile.tsx',
    data: () => [],
    tabbed: true,
  },
  { pattern: /^\/news-feed$/, module: 'client/app/routes/news/news-feed.tsx', data: () => [] },
];

/** The landing pages' own chunks: chunk name → the page modules whose imports it holds (vite.config.ts). */
export function landingPageChunks(): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const { module, chunk } of PAGE_HINTS) if (module && chunk) (chunks[chunk] ??= []).push(module);
  return chunks;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The chunk files a module needs before it runs (its static imports, transitively), itself first. */
function chunkClosure(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

/**
 * Returns a function giving the `<link>` tags for a page path. With a query string (a search, a page
 * number, a filter) the page asks for other data than its hint names, so it gets its chunk and the
 * app's own data only. Scripts the HTML already preloads are left out.
 */
export function createPageHints(manifest: Manifest, indexHtml: string) {
  const alreadyInHtml = (file: string) => indexHtml.includes(`/${file}"`);
  return (url: string): string => {
    const [pathname = '/', query] = url.split('?');
    const page = PAGE_HINTS.map((hint) => ({ hint, match: hint.pattern.exec(pathname) })).find((found) => found.match);
    if (!page) return '';
    const links: string[] = [];
    const tabModule = page.hint.tabModules?.[new URLSearchParams(query ?? '').get('tab') ?? ''];
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of [page.hint.module, tabModule]) {
      if (!module) continue;
      const closure = chunkClosure(manifest, module);
      closure.scripts.forEach((file) => scripts.add(file));
      closure.styles.forEach((file) => styles.add(file));
    }
    for (const file of [...styles].filter((f) => !alreadyInHtml(f))) links.push(`<link rel="preload" as="style" href="/${escapeAttribute(file)}" />`);
    for (const file of [...scripts].filter((f) => !alreadyInHtml(f))) links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`);
    // The app's own data whatever the query; the page's only when no query changes what it asks for.
    const data = [...APP_DATA, ...(!query || page.hint.tabbed ? page.hint.data(page.match!) : [])];
    // `crossorigin` (anonymous): the same request mode and credentials as the app's fetch(), so the browser reuses the answer.
    for (const href of data) links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" />`);
    return links.join('\n    ');
  };
}

/** The page's hints placed at the end of its `<head>`. */
export function withPageHints(html: string, hints: string): string {
  return hints ? html.replace('</head>', () => `  ${hints}\n  </head>`) : html;
}
