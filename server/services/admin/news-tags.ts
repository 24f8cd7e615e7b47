import { asc, count, eq, sql } from 'drizzle-orm';
import { NEWS_TAG_MESSAGES as M } from '../../../shared/schemas/admin/news-tags';
import type { Db } from '../../db/client';
import { news, news_tags } from '../../db/schema/news';
import { AppError } from '../../lib/errors';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';
import { audited, sqlStateOf, type Admin } from './audited';

// News tags in the back office (docs/product-rules.md#news).

/** The news titles a refusal names. */
const TITLES_SHOWN = 10;

/** Every tag by name with how many news items use it (a short list: no pages). */
export async function listNewsTags(db: Db) {
  const rows = await db
    .select({ id: news_tags.id, name: news_tags.name, color: news_tags.color, news_count: count(news.id) })
    .from(news_tags)
    .leftJoin(news, eq(news.tag_id, news_tags.id))
    .groupBy(news_tags.id)
    .orderBy(sql`${news_tags.name} COLLATE tr_icu`, asc(news_tags.id));
  return { items: rows, total: rows.length, capped: false, page: 1, page_size: Math.max(rows.length, 1) };
}

async function mapDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'DUPLICATE', M.duplicate, { path: 'name' });
    throw error;
  }
}

export function createNewsTag(db: Db, admin: Admin, form: { name: string; color: string }) {
  return mapDuplicate(() =>
    audited(db, admin, 'news_tags', 'create', async (tx) => {
      const [row] = await tx.insert(news_tags).values(form).returning();
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

export function updateNewsTag(db: Db, admin: Admin, id: string, form: { name: string; color: string }, sent?: SentFields) {
  return mapDuplicate(() =>
    audited(db, admin, 'news_tags', 'update', async (tx) => {
      const [before] = await tx.select().from(news_tags).where(eq(news_tags.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
      const changed = changedColumns(before, { name: form.name, color: form.color }, sent);
      if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
      const [after] = await tx.update(news_tags).set(changed).where(eq(news_tags.id, id)).returning();
      return { entityId: id, before, after, result: { id } };
    }),
  );
}

/** Refused while news use the tag, with the count and their titles (docs/product-rules.md#news). */
export function deleteNewsTag(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'news_tags', 'delete', async (tx) => {
    const [before] = await tx.select().from(news_tags).where(eq(news_tags.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const used = await tx.select({ title: news.title }).from(news).where(eq(news.tag_id, id)).orderBy(sql`${news.title} COLLATE tr_icu`);
    if (used.length > 0) throw new AppError(409, 'IN_USE', M.inUse(used.length, used.slice(0, TITLES_SHOWN).map((n) => n.title)), { count: used.length });
    await tx.delete(news_tags).where(eq(news_tags.id, id));
    return { entityId: id, before, after: null, result: { id } };
  });
}
