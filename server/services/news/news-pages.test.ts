import { describe, expect, it } from 'vitest';
import type { NewsDetail } from '../../../shared/schemas/news';
import { articleHead } from './news-pages';

const INDEX = '<!doctype html><html><head><title>GüneşVeri</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('article head (docs/reliability.md#attack-pass, finding 6)', () => {
  it('keeps "$&", "$\'" and "$`" in a title as text instead of copying the page into it', () => {
    const article = {
      title: "Fiyatlar $& ve $' ile $`",
      meta_description: "Özet $& $'",
      short_url: 'dolar',
      post_image_url: null,
      published_at: '2026-11-01T09:00:00.000Z',
    } as unknown as NewsDetail;
    const html = articleHead(INDEX, article, 'https://gunesveri.test');
    expect(html).toContain("<title>Fiyatlar $&amp; ve $&apos; ile $` | GüneşVeri</title>");
    expect(html).toContain('<meta name="description" content="Özet $&amp; $&apos;" />');
    expect(html).toContain('<meta property="og:title" content="Fiyatlar $&amp; ve $&apos; ile $`" />');
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('article head (docs/product-rules.md#speed, P8)', () => {
  it('preloads the cover, the largest paint of the page, with the HTML; an article without one gets no hint', () => {
    const article = { title: 'T', meta_description: 'M', short_url: 'a', published_at: '2026-11-01T09:00:00.000Z' };
    const withCover = articleHead(INDEX, { ...article, post_image_url: '/files/news/a"b.svg' } as unknown as NewsDetail, 'https://gunesveri.test');
    expect(withCover).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/news/a&quot;b.svg" />');
    expect(withCover.indexOf('rel="preload"')).toBeLessThan(withCover.indexOf('</head>'));
    const withoutCover = articleHead(INDEX, { ...article, post_image_url: null } as unknown as NewsDetail, 'https://gunesveri.test');
    expect(withoutCover).not.toContain('rel="preload"');
  });
});
