import { describe, expect, it } from 'vitest';
import type { NewsDetail } from '../../../shared/schemas/news';
import { articleHead } from './news-pages';

const INDEX = '<!doctype html><html><head><title>GüneşVeri</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('article head (issue 12, finding 6)', () => {
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
