import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { createdSchema, emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { ADMIN_NEWS_MESSAGES, adminNewsPageSchema, adminNewsQuerySchema, adminNewsRecordSchema } from '../../../shared/schemas/admin/news';
import { getNewsForAdmin, listNewsForAdmin, toggleNews } from '../../services/admin/news-admin';
import { NEWS_FORM_MESSAGES, newsFormSchema } from '../../../shared/schemas/news';
import { adminOf, ignoreReadOnlyKeys, readOnlyNote, rememberSentFields, sentFieldsOf } from './admin-resource';
import { createNews, deleteNews, updateNews } from '../../services/news/save-news';

const tags = ['admin'];
const idParams = idParamsSchema(NEWS_FORM_MESSAGES.notFound);
/** What GET /news/:id shows that the form does not write. */
const READ_ONLY = ['id'] as const;

/** News writes for super admins (docs/product-rules.md#news); registered inside the admin guard. Content is sanitised on write. */
export const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/news', { schema: { tags, summary: 'Akış listesi', querystring: adminNewsQuerySchema, response: { 200: adminNewsPageSchema } } }, async (request) =>
    listNewsForAdmin(app.db, request.query),
  );

  app.get('/news/:id', { schema: { tags, summary: 'Akış oku', params: idParams, response: { 200: adminNewsRecordSchema } } }, async (request) =>
    getNewsForAdmin(app.db, request.params.id),
  );

  app.post('/news/:id/toggle', { schema: { tags, summary: 'Akışı aktif/pasif yap', params: idParams, body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) => {
    await toggleNews(app.db, adminOf(request), request.params.id);
    return { message: ADMIN_NEWS_MESSAGES.toggled };
  });

  app.post(
    '/news',
    { schema: { tags, summary: 'Akış ekle', body: newsFormSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const { id } = await createNews(app.db, adminOf(request), request.body);
      return reply.status(201).send({ id, message: NEWS_FORM_MESSAGES.saved });
    },
  );

  app.put(
    '/news/:id',
    { preValidation: [ignoreReadOnlyKeys(READ_ONLY), rememberSentFields], schema: { tags, summary: 'Akış güncelle', description: readOnlyNote(READ_ONLY), params: idParams, body: newsFormSchema, response: { 200: messageSchema } } },
    async (request) => {
      await updateNews(app.db, adminOf(request), request.params.id, request.body, sentFieldsOf(request));
      return { message: NEWS_FORM_MESSAGES.saved };
    },
  );

  app.delete('/news/:id', { schema: { tags, summary: 'Akış sil', params: idParams, response: { 200: messageSchema } } }, async (request) => {
    await deleteNews(app.db, adminOf(request), request.params.id);
    return { message: ADMIN_NEWS_MESSAGES.deleted };
  });
};
