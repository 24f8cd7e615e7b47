import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { WATCH_LIMITS } from '../../../shared/constants';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { notificationPageSchema, notificationPreferencesBodySchema, notificationPreferencesSchema, notificationQuerySchema, unreadCountSchema, watchCreatedSchema, watchCreateSchema, watchListSchema } from '../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as N, WATCH_MESSAGES as M } from '../../../shared/watch-messages';
import { presentNotification, presentWatch } from '../../presenters/watches';
import { emailModeOf } from '../../services/watches/deliveries';
import { listOwnNotifications, markAllRead, markRead, setEmailMode, unreadCount } from '../../services/watches/notifications';
import { createWatch, deleteOwnWatch, labelWatches, listOwnWatches, watchLimitOf } from '../../services/watches/watches';

const tags = ['me'];

// Watchlists and notifications (docs/product-rules.md#watchlists; docs/decisions/044-watchlists-and-notifications.md).
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/watches',
    { schema: { tags, summary: 'Takip listem', description: `Ücretsiz üyelikte en fazla ${WATCH_LIMITS.member}, premium üyelikte ${WATCH_LIMITS.premium} kayıt.`, response: { 200: watchListSchema } } },
    async (request) => ({
      items: (await listOwnWatches(app.db, request.user!.id)).map(({ row, label }) => presentWatch(row, label)),
      limit: watchLimitOf(request.user!),
      limits: WATCH_LIMITS,
    }),
  );

  app.post(
    '/watches',
    {
      schema: {
        tags,
        summary: 'Takip et',
        description: 'Bir projeyi, firmayı, trafo merkezini (`target_id`) ya da proje listesinin il/durum/tip filtresini (`filter`) takip eder. Filtre takibi, listenin filtreleri gibi premium üyelere özeldir (403). Sınır aşılırsa 409.',
        body: watchCreateSchema,
        response: { 201: watchCreatedSchema },
      },
    },
    async (request, reply) => {
      const row = await createWatch(app.db, request.user!, request.body);
      const [labelled] = await labelWatches(app.db, [row]);
      return reply.status(201).send({ message: M.created, watch: presentWatch(row, labelled!.label) });
    },
  );

  app.delete(
    '/watches/:id',
    { schema: { tags, summary: 'Takibi bırak', params: idParamsSchema(M.notFound), response: { 200: messageSchema } } },
    async (request) => {
      await deleteOwnWatch(app.db, request.user!.id, request.params.id);
      return { message: M.deleted };
    },
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Bildirimlerim',
        description: 'Yeniden eskiye, sayfa başına 20; `unread` okunmamış sayısıdır. Bildirim neyin değiştiğini söyler, alanın değerini içermez.',
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const page = await listOwnNotifications(app.db, request.user!.id, request.query.page, request.query.unread === 'true');
      return { ...page, items: page.rows.map(presentNotification) };
    },
  );

  app.get('/notifications/unread-count', { schema: { tags, summary: 'Okunmamış bildirim sayısı', response: { 200: unreadCountSchema } } }, async (request) => ({
    unread: await unreadCount(app.db, request.user!.id),
  }));

  app.post(
    '/notifications/:id/read',
    { schema: { tags, summary: 'Bildirimi okundu işaretle', params: idParamsSchema(N.notFound), response: { 200: messageSchema } } },
    async (request) => {
      await markRead(app.db, request.user!.id, request.params.id);
      return { message: N.read };
    },
  );

  app.post('/notifications/read-all', { schema: { tags, summary: 'Tüm bildirimleri okundu işaretle', response: { 200: messageSchema } } }, async (request) => {
    await markAllRead(app.db, request.user!.id);
    return { message: N.allRead };
  });

  app.get('/notification-preferences', { schema: { tags, summary: 'Bildirim tercihleri', response: { 200: notificationPreferencesSchema } } }, async (request) => ({
    email_mode: await emailModeOf(app.db, request.user!.id),
  }));

  app.put(
    '/notification-preferences',
    { schema: { tags, summary: 'Bildirim tercihlerini kaydet', description: 'E-posta: anında, günlük özet, haftalık özet ya da kapalı.', body: notificationPreferencesBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await setEmailMode(app.db, request.user!.id, request.body.email_mode);
      return { message: N.preferencesSaved };
    },
  );
};
