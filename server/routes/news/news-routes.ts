import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { pageIdParamsSchema, parseRecordId } from '../../../shared/schemas/common';
import { NEWS_PREVIEW_COUNT } from '../../../shared/constants';
import { newsDetailSchema, newsLatestSchema, newsShortUrlParamsSchema, newsTagListSchema } from '../../../shared/schemas/news';
import { NEWS_MESSAGES } from '../../../shared/news-messages';
import { AppError } from '../../lib/errors';
import { requirePremium } from '../../policies/premium-policy';
import { announcementListSchema } from '../../../shared/schemas/announcements';
import { listActiveAnnouncements } from '../../services/announcements/list-announcements';
import { findNewsDetail, listTags, newsPage } from '../../services/news/news-queries';
import { registerList } from '../../lists/register-list';
import { blogList, newsFeedList } from '../../lists/news';
import { presentNewsList } from '../../presenters/lists';

const tags = ['news'];

/** The feed is premium only (docs/product-rules.md#news): 401 for visitors, 403 for members. */
const requireFeedAccess = (request: Parameters<typeof requirePremium>[0]) => requirePremium(request, 'news_feed');

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, blogList);

  app.get('/news/tags', { schema: { tags, summary: 'Haber etiketleri', response: { 200: newsTagListSchema } } }, async () => ({
    items: await listTags(app.db),
  }));

  // The news bubble's preview (docs/product-rules.md#news): the latest 5 for everyone; the full feed stays premium.
  app.get('/news/latest', { schema: { tags, summary: 'Son 5 akış', response: { 200: newsLatestSchema } } }, async () => ({
    items: presentNewsList(await newsPage(app.db, { page: 1, blogOnly: false, pageSize: NEWS_PREVIEW_COUNT }), { page: 1 }).items,
  }));

  app.get(
    '/news/by-url/:short_url',
    { schema: { tags, summary: 'Blog yazısı', params: newsShortUrlParamsSchema, response: { 200: newsDetailSchema } } },
    async (request) => {
      const detail = await findNewsDetail(app.db, { short_url: request.params.short_url });
      if (!detail) throw new AppError(404, 'NOT_FOUND', NEWS_MESSAGES.notFound);
      return detail;
    },
  );

  app.get(
    '/announcements',
    { schema: { tags: ['announcements'], summary: 'Ana sayfa duyuruları', response: { 200: announcementListSchema } } },
    async () => ({ items: await listActiveAnnouncements(app.db) }),
  );

  registerList(app, newsFeedList);

  app.get(
    '/news-feed/:id',
    { schema: { tags, summary: 'Akış detayı', params: pageIdParamsSchema, response: { 200: newsDetailSchema } } },
    async (request) => {
      requireFeedAccess(request);
      const id = parseRecordId(request.params.id);
      const detail = id ? await findNewsDetail(app.db, { id }) : undefined;
      if (!detail) throw new AppError(404, 'NOT_FOUND', NEWS_MESSAGES.feedNotFound);
      return detail;
    },
  );
};
