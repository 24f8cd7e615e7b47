import { and, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, RELATED_NEWS_COUNT } from '../../../shared/constants';
import type { NewsCard, NewsDetail } from '../../../shared/schemas/news';
import type { Db } from '../../db/client';
import { news, news_tags } from '../../db/schema/news';
import { matchesSearch } from '../catalog/search';
import { excerpt, newsPlainText, readingMinutes, sanitizeNewsHtml } from './sanitize-news-html';

const EXCERPT_LENGTH = 150;
const META_LENGTH = 160;

/** A news row with its tag, as the lists read it. */
export type NewsRow = { news: typeof news.$inferSelect; tag: typeof news_tags.$inferSelect | null };

/** A news item as its card shows it (the lists, the latest five, an article's related items). */
export function newsCard({ news: n, tag }: NewsRow): NewsCard {
  return {
    id: n.id,
    title: n.title,
    short_url: n.short_url,
    post_image_url: n.post_image_url,
    external_link: n.external_link,
    published_at: n.published_at.toISOString(),
    tag: tag ? { id: tag.id, name: tag.name, color: tag.color } : null,
    excerpt: excerpt(newsPlainText(n.content), EXCERPT_LENGTH),
  };
}

const visible = () => and(eq(news.is_active, true), sql`${news.published_at} <= now()`);

export interface NewsListParams {
  search?: string;
  tag_id?: string;
  page: number;
  /** The public blog lists only items with their own page (a short URL). */
  blogOnly: boolean;
  pageSize?: number;
}

const listWhere = (params: Pick<NewsListParams, 'blogOnly' | 'tag_id' | 'search'>) =>
  and(
    visible(),
    params.blogOnly ? isNotNull(news.short_url) : undefined,
    params.tag_id ? eq(news.tag_id, params.tag_id) : undefined,
    params.search ? matchesSearch(news.search_key, params.search) : undefined,
  ) as SQL;
const NEWEST_FIRST = [desc(news.published_at), desc(news.id)] as const;

/** Active news, newest first, 20 per page (docs/product-rules.md#news) — or the premium feed: the page's rows and the total. */
export async function newsPage(db: Db, params: NewsListParams) {
  const pageSize = params.pageSize ?? BLOG_PAGE_SIZE;
  const where = listWhere(params);
  const rows = await db
    .select({ news, tag: news_tags })
    .from(news)
    .leftJoin(news_tags, eq(news_tags.id, news.tag_id))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize)
    .offset((params.page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(news).where(where);
  return { rows, total, pageSize };
}

/** The cover of the blog list's first card (page 1, no search or tag; the list's own filter and order): its largest paint. */
export async function firstBlogCover(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ cover: news.post_image_url })
    .from(news)
    .where(listWhere({ blogOnly: true }))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row?.cover ?? null;
}

/**
 * One active item by short URL (blog) or id (feed), with up to 3 related items of the same tag. A blog
 * article is public, so its related items are blog items only: a feed-only item (no page of its own) is
 * premium content, and its title, link, tag and date must not reach a visitor through an article
 * (docs/reliability.md#second-attack-pass, finding 13). The feed item's page is premium only and relates from
 * the whole feed.
 */
export async function findNewsDetail(db: Db, by: { short_url: string } | { id: string }): Promise<NewsDetail | undefined> {
  const blog = !('id' in by);
  const [row] = await db
    .select({ news, tag: news_tags })
    .from(news)
    .leftJoin(news_tags, eq(news_tags.id, news.tag_id))
    .where(and(visible(), blog ? eq(news.short_url, by.short_url) : eq(news.id, by.id)));
  if (!row) return undefined;
  const related = row.news.tag_id
    ? await db
        .select({ news, tag: news_tags })
        .from(news)
        .leftJoin(news_tags, eq(news_tags.id, news.tag_id))
        .where(and(visible(), blog ? isNotNull(news.short_url) : undefined, eq(news.tag_id, row.news.tag_id), ne(news.id, row.news.id)))
        .orderBy(desc(news.published_at))
        .limit(RELATED_NEWS_COUNT)
    : [];
  const text = newsPlainText(row.news.content);
  return {
    ...newsCard(row),
    content: sanitizeNewsHtml(row.news.content),
    reading_minutes: readingMinutes(text),
    meta_description: excerpt(text || row.news.title, META_LENGTH),
    related: related.map(newsCard),
  };
}

export function listTags(db: Db) {
  return db.select({ id: news_tags.id, name: news_tags.name, color: news_tags.color }).from(news_tags).orderBy(sql`${news_tags.name} COLLATE tr_icu`);
}
