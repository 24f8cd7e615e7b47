import type { NewsCard, NewsDetail, NewsList } from '../../../shared/schemas/news';

export const TAGS = [
  { id: '10000000-0000-4000-8000-000000000001', name: 'Piyasa', color: '#2563eb' },
  { id: '10000000-0000-4000-8000-000000000002', name: 'Mevzuat', color: '#7c3aed' },
];

const newsId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A blog item ("haber-N") unless `overrides` say otherwise. */
export function newsCard(n: number, overrides: Partial<NewsCard> = {}): NewsCard {
  return {
    id: newsId(n),
    title: `Haber ${n}`,
    short_url: `haber-${n}`,
    post_image_url: `/files/news/haber-${n}.svg`,
    external_link: null,
    published_at: `2026-0${(n % 9) + 1}-10T09:00:00.000Z`,
    tag: TAGS[n % 2]!,
    excerpt: `Haber ${n} özeti.`,
    ...overrides,
  };
}

/** The five items of /api/news/latest: blog, external, blog, feed-only, external. */
export const LATEST: NewsCard[] = [
  newsCard(1),
  newsCard(2, { short_url: null, post_image_url: null, external_link: 'https://kaynak.example/haber-2', excerpt: '' }),
  newsCard(3),
  newsCard(4, { short_url: null, post_image_url: null, excerpt: 'Yalnızca akışta.' }),
  newsCard(5, { short_url: null, post_image_url: null, external_link: 'https://kaynak.example/haber-5', excerpt: '' }),
];

export function newsPage(items: NewsCard[], { page = 1, total = items.length }: { page?: number; total?: number } = {}): NewsList {
  return { items, page, page_size: 20, total };
}

export function newsDetail(n: number, overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...newsCard(n),
    content: `<p>Haber ${n} metni.</p><h2>Ara başlık</h2><p>Devamı.</p>`,
    reading_minutes: 2,
    meta_description: `Haber ${n} açıklaması.`,
    related: [newsCard(11), newsCard(12, { short_url: null, external_link: 'https://kaynak.example/haber-12' })],
    ...overrides,
  };
}

export { newsId };
