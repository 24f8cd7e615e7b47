import { and, eq, ne } from 'drizzle-orm';
import { NEWS_FORM_MESSAGES, type NewsForm } from '../../../shared/schemas/news';
import type { Db } from '../../db/client';
import { news, news_tags } from '../../db/schema/news';
import { audited, type Admin } from '../admin/audited';
import { AppError } from '../../lib/errors';
import { newsPlainText, sanitizeNewsHtml } from './sanitize-news-html';
import { changedColumns, isEmpty, type SentFields } from '../admin/changed-columns';

// The one write path of news content: HTML is sanitised before it is stored (and again when it is
// rendered), so a stored row never holds script even if a later reader forgets.

function cleanContent(content: string | null): string | null {
  if (content === null) return null;
  const clean = sanitizeNewsHtml(content);
  // Markup that sanitises to nothing visible counts as no content (the content-or-link rule).
  return newsPlainText(clean).trim() === '' && !/<img\b/i.test(clean) ? null : clean;
}

async function assertShortUrlFree(db: Db, shortUrl: string | null, exceptId?: string) {
  if (!shortUrl) return;
  const [taken] = await db
    .select({ id: news.id })
    .from(news)
    .where(exceptId ? and(eq(news.short_url, shortUrl), ne(news.id, exceptId)) : eq(news.short_url, shortUrl));
  if (taken) throw new AppError(409, 'SHORT_URL_TAKEN', NEWS_FORM_MESSAGES.shortUrlTaken, { field: 'short_url' });
}

/** A tag that does not exist is the sender's mistake, not a database error. */
async function assertTagExists(db: Db, tagId: string | null) {
  if (!tagId) return;
  const [tag] = await db.select({ id: news_tags.id }).from(news_tags).where(eq(news_tags.id, tagId));
  if (!tag) throw new AppError(400, 'VALIDATION_ERROR', NEWS_FORM_MESSAGES.tagNotFound, { field: 'tag_id' });
}

function values(form: NewsForm) {
  const content = cleanContent(form.content);
  if (content === null && form.external_link === null) {
    throw new AppError(400, 'VALIDATION_ERROR', NEWS_FORM_MESSAGES.contentOrLink, { field: 'content' });
  }
  return { ...form, content };
}

/** A unique-violation race on short_url reads like the pre-check. */
async function mapUniqueViolation<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (pg.code === '23505') throw new AppError(409, 'SHORT_URL_TAKEN', NEWS_FORM_MESSAGES.shortUrlTaken, { field: 'short_url' });
    throw error;
  }
}

export async function createNews(db: Db, admin: Admin, form: NewsForm): Promise<{ id: string }> {
  const row = values(form);
  await assertTagExists(db, row.tag_id);
  await assertShortUrlFree(db, row.short_url);
  return mapUniqueViolation(() =>
    audited(db, admin, 'news', 'create', async (tx) => {
      const [created] = await tx.insert(news).values(row).returning();
      return { entityId: created!.id, after: created, result: { id: created!.id } };
    }),
  );
}

export async function updateNews(db: Db, admin: Admin, id: string, form: NewsForm, sent?: SentFields): Promise<void> {
  const row = values(form);
  await assertTagExists(db, row.tag_id);
  await assertShortUrlFree(db, row.short_url, id);
  await mapUniqueViolation(() =>
    audited(db, admin, 'news', 'update', async (tx) => {
      const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', NEWS_FORM_MESSAGES.notFound);
      const changed = changedColumns(before, row, sent);
      if (isEmpty(changed)) return { entityId: id, result: undefined, unchanged: true };
      const [after] = await tx.update(news).set({ ...changed, updated_at: new Date() }).where(eq(news.id, id)).returning();
      return { entityId: id, before, after, result: undefined };
    }),
  );
}

export async function deleteNews(db: Db, admin: Admin, id: string): Promise<void> {
  await audited(db, admin, 'news', 'delete', async (tx) => {
    const [before] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', NEWS_FORM_MESSAGES.notFound);
    return { entityId: id, before, after: null, result: undefined };
  });
}
