import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { NewsDetail } from '../../../shared/schemas/news';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';

// What search engines and link previews read without running the SPA (docs/product-rules.md#news).

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** A cover that is the page's largest paint, fetched with the HTML rather than after the app has run. */
export const imagePreload = (href: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(href)}" />`;

/** The SPA's index.html with the article's title, description and Open Graph tags in the head. */
export function articleHead(indexHtml: string, article: NewsDetail, publicUrl: string): string {
  const url = `${publicUrl}/news/${encodeURIComponent(article.short_url ?? '')}`;
  const image = article.post_image_url ? new URL(article.post_image_url, publicUrl).toString() : undefined;
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="GüneşVeri" />`,
    `<meta property="og:title" content="${escapeXml(article.title)}" />`,
    `<meta property="og:description" content="${escapeXml(article.meta_description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    image ? `<meta property="og:image" content="${escapeXml(image)}" />` : '',
    `<meta property="article:published_time" content="${escapeXml(article.published_at)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    // The cover is the largest paint of the article: fetched with the HTML, not after the app has run.
    article.post_image_url ? imagePreload(article.post_image_url) : '',
  ].filter(Boolean);
  return indexHtml
    // Function replacements: article text with "$&" or "$'" must stay text
    // (docs/reliability.md#attack-pass, finding 6).
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(article.title)} | GüneşVeri</title>`)
    .replace(/<meta\s+name="description"[^>]*\/?>/, () => `<meta name="description" content="${escapeXml(article.meta_description)}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

const publishedBlogItems = (db: Db, limit: number) =>
  db
    .select()
    .from(news)
    .where(and(eq(news.is_active, true), isNotNull(news.short_url), sql`${news.published_at} <= now()`))
    .orderBy(desc(news.published_at))
    .limit(limit);

const STATIC_PAGES = ['/', '/news', '/stations', '/about', '/about-platform', '/packages/public'];

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const items = await publishedBlogItems(db, 5000);
  const urls = [
    ...STATIC_PAGES.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`),
    ...items.map(
      (n) =>
        `  <url><loc>${escapeXml(`${publicUrl}/news/${encodeURIComponent(n.short_url!)}`)}</loc><lastmod>${n.updated_at.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function rssXml(db: Db, publicUrl: string, describe: (html: string | null) => string): Promise<string> {
  const items = await publishedBlogItems(db, 50);
  const entries = items.map((n) => {
    const link = `${publicUrl}/news/${encodeURIComponent(n.short_url!)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(n.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${n.published_at.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(describe(n.content))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>GüneşVeri Haberler</title>
    <link>${escapeXml(`${publicUrl}/news`)}</link>
    <atom:link href="${escapeXml(`${publicUrl}/news/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Türkiye güneş enerjisi sektöründen haberler</description>
    <language>tr-TR</language>
${entries.join('\n')}
  </channel>
</rss>
`;
}
