import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import { NEWS_FORM_MESSAGES } from '../../../shared/schemas/news';
import type { Db } from '../../db/client';
import { news, news_tags } from '../../db/schema/news';
import { AppError } from '../../lib/errors';
import { cappedCount, matchesSearch } from '../catalog/search';
import { audited, type Admin } from './audited';

// The news list and record of the back office (docs/product-rules.md#news): newest publication first, with
// the tag; writes go through save-news.ts (sanitised there).

export async function listNewsForAdmin(db: Db, query: { search: string; page: number }) {
  const where = query.search ? matchesSearch(news.search_key, query.search) : undefined;
  const [rows, count] = await Promise.all([
    db
      .select({
        id: news.id,
        title: news.title,
        short_url: news.short_url,
        external_link: news.external_link,
        is_active: news.is_active,
        published_at: news.published_at,
        tag_name: news_tags.name,
        tag_color: news_tags.color,
      })
      .from(news)
      .leftJoin(news_tags, eq(news_tags.id, news.tag_id))
      .where(where)
      .orderBy(desc(news.published_at), desc(news.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${news} WHERE ${where}` : sql`FROM ${news}`, where ? undefined : news),
  ]);
  return {
    items: rows.map(({ tag_name, tag_color, published_at, ...row }) => ({
      ...row,
      published_at: published_at.toISOString(),
      tag: tag_name !== null && tag_color !== null ? { name: tag_name, color: tag_color } : null,
    })),
    total: count.total,
    capped: count.capped,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

export async function getNewsForAdmin(db: Db, id: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', NEWS_FORM_MESSAGES.notFound);
  return {
    id: row.id,
    title: row.title,
    tag_id: row.tag_id,
    short_url: row.short_url,
    post_image_url: row.post_image_url,
    external_link: row.external_link,
    content: row.content,
    published_at: row.published_at.toISOString(),
    is_active: row.is_active,
  };
}

/** The active switch of the list (docs/product-rules.md#news). */
export function toggleNews(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'news', 'toggle', async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', NEWS_FORM_MESSAGES.notFound);
    const [after] = await tx.update(news).set({ is_active: !before.is_active }).where(eq(news.id, id)).returning();
    return { entityId: id, before: { is_active: before.is_active }, after: { is_active: after!.is_active }, result: after!.is_active };
  });
}
