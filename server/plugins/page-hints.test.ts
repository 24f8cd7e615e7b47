import { describe, expect, it } from 'vitest';
import { createPageHints, withPageHints, type Manifest } from './page-hints';

// A build manifest's shape (vite `build.manifest`): the news list's chunk imports a shared chunk of
// its own and React, which the HTML already preloads.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-B.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_news-card-C.js': { file: 'assets/news-card-C.js', imports: ['_react-B.js'], css: ['assets/news-card-C.css'] },
  'client/app/routes/news/news-list.tsx': { file: 'assets/news-list-D.js', imports: ['_news-card-C.js', '_react-B.js'] },
  'client/app/routes/news/news-article.tsx': { file: 'assets/news-article-E.js', imports: ['_news-card-C.js'] },
};
const indexHtml =
  '<html><head>\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-B.js">\n  </head><body></body></html>';
const hints = createPageHints(manifest, indexHtml);
const links = (url: string) => hints(url).split('\n').map((line) => line.trim()).filter(Boolean);

describe('page hints (docs/product-rules.md#speed, P8)', () => {
  it("preloads a landing page's chunk with the chunks it imports, leaving out what the HTML already has", () => {
    const list = links('/news');
    expect(list.filter((l) => l.includes('modulepreload'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/news-list-D.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/news-card-C.js" />',
    ]);
    expect(list).toContain('<link rel="preload" as="style" href="/assets/news-card-C.css" />');
  });

  it('preloads the API answers of the first render in the mode the app fetches them', () => {
    const data = links('/news').filter((l) => l.includes('as="fetch"'));
    expect(data).toEqual(
      ['/api/auth/session', '/api/site', '/api/legal/contracts', '/api/legal/cookie-policy', '/api/news/tags', '/api/news'].map(
        (href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`,
      ),
    );
  });

  it("asks for an article by its short URL encoded as the app encodes it, and escapes it in the attribute", () => {
    expect(links('/news/g%C3%BCne%C5%9F-%22x%22')).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/news/by-url/${encodeURIComponent('güneş-"x"').replaceAll('"', '&quot;')}" />`,
    );
    // A malformed escape is passed on as written, not thrown.
    expect(links('/news/%E0%A4%A')).toContain('<link rel="preload" as="fetch" crossorigin href="/api/news/by-url/%25E0%25A4%25A" />');
  });

  it("sends only the app's own data for a page opened with a query (the page asks for other data), and nothing for pages it does not know", () => {
    expect(links('/news?page=2').filter((l) => l.includes('as="fetch"'))).toEqual(
      ['/api/auth/session', '/api/site', '/api/legal/contracts', '/api/legal/cookie-policy'].map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`),
    );
    expect(links('/news?page=2').some((l) => l.includes('news-list-D.js'))).toBe(true);
    expect(hints('/packages')).toBe('');
    expect(hints('/admin/news')).toBe('');
  });

  it("preloads a member page's code and the app's own data whatever tab its query opens (decision 032)", () => {
    const withTabs = createPageHints(
      { ...manifest, 'client/app/routes/dashboard/dashboard.tsx': { file: 'assets/dashboard-F.js', imports: ['_react-B.js'] } },
      indexHtml,
    );
    const appData = ['/api/auth/session', '/api/site', '/api/legal/contracts', '/api/legal/cookie-policy'].map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${href}" />`,
    );
    for (const url of ['/dashboard', '/dashboard?tab=production']) {
      const list = withTabs(url).split('\n').map((line) => line.trim()).filter(Boolean);
      expect(list).toEqual(['<link rel="modulepreload" crossorigin href="/assets/dashboard-F.js" />', ...appData]);
    }
    // The profile's tabs too; a page with a search keeps its rule (the app's data, not the page's).
    expect(links('/profile?tab=billing').filter((l) => l.includes('as="fetch"'))).toEqual(appData);
    expect(links('/news?page=2').filter((l) => l.includes('as="fetch"'))).toEqual(appData);
  });

  it("preloads the code of the chart tab the dashboard opens on, with what it imports, once (decision 032)", () => {
    const withTabs = createPageHints(
      {
        ...manifest,
        'client/app/routes/account/profile.tsx': { file: 'assets/profile-G.js', imports: ['_react-B.js', '_zod-H.js'] },
        '_zod-H.js': { file: 'assets/zod-H.js' },
        '_forms-I.js': { file: 'assets/forms-I.js', imports: ['_zod-H.js'] },
        'client/features/auth/components/change-password-form.tsx': { file: 'assets/change-password-form-J.js', imports: ['_forms-I.js', '_zod-H.js'] },
        'client/app/routes/dashboard/dashboard.tsx': { file: 'assets/dashboard-F.js', imports: ['_react-B.js'] },
        'client/features/statistics/components/statistics-charts.tsx': { file: 'assets/statistics-charts-K.js', css: ['assets/charts-K.css'] },
      },
      indexHtml,
    );
    const code = (url: string) => withTabs(url).split('\n').map((line) => line.trim()).filter((l) => !l.includes('as="fetch"'));
    // The profile's form tabs are not preloaded: fetched with the page's code, the form libraries
    // held its first paint back (docs/decisions/032, step 5); the tab asks for them as it renders.
    expect(code('/profile?tab=password')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/profile-G.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/zod-H.js" />',
    ]);
    expect(code('/profile?tab=tokens')).toEqual(code('/profile'));
    expect(code('/profile?tab=password')).toEqual(code('/profile'));
    // The dashboard opens on its charts with no tab named, and on the statistics tabs.
    for (const url of ['/dashboard', '/dashboard?tab=production']) {
      expect(code(url)).toEqual([
        '<link rel="preload" as="style" href="/assets/charts-K.css" />',
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-F.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/statistics-charts-K.js" />',
      ]);
    }
    expect(code('/dashboard?tab=projects')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/dashboard-F.js" />']);
  });

  it("hints the stations page but not the map's code when its view (st_view) is the map (decision 032)", () => {
    const withMap = createPageHints(
      {
        ...manifest,
        'client/app/routes/public/stations.tsx': { file: 'assets/stations-L.js', imports: ['_react-B.js'] },
        'client/features/sector-map/components/sector-map.tsx': { file: 'assets/sector-map-M.js', imports: ['_map-N.js'] },
        '_map-N.js': { file: 'assets/map-N.js', css: ['assets/map-N.css'] },
      },
      indexHtml,
    );
    const lines = (url: string) => withMap(url).split('\n').map((line) => line.trim()).filter(Boolean);
    // Fetched with the page's own code, the map's delayed the first paint: the panel asks for it
    // once the page is drawn (docs/decisions/032).
    expect(lines('/stations?st_view=map').filter((l) => !l.includes('as="fetch"'))).toEqual(['<link rel="modulepreload" crossorigin href="/assets/stations-L.js" />']);
    // The map's filters are in the query: the app's own data is hinted, the stations' is not.
    expect(lines('/stations?st_view=map').filter((l) => l.includes('as="fetch"')).join()).toContain('/api/auth/session');
    expect(lines('/stations?st_view=map').filter((l) => l.includes('as="fetch"')).join()).not.toContain('/api/stations');
  });

  it('places the hints at the end of the head, and leaves a page without hints as it is', () => {
    const html = withPageHints(indexHtml, hints('/news'));
    expect(html.indexOf('news-list-D.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('news-list-D.js')).toBeGreaterThan(html.indexOf('react-B.js'));
    expect(withPageHints(indexHtml, '')).toBe(indexHtml);
  });
});
