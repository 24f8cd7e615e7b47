import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ANNOUNCEMENT_MESSAGES as M, announcementMoveSchema } from '../../../shared/schemas/admin/announcements';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { moveAnnouncement, toggleAnnouncement } from '../../services/admin/announcements';
import { adminAnnouncementRoutes } from './admin-catalog-routes';
import { adminOf } from './admin-resource';

const tags = ['admin'];
const params = idParamsSchema(M.notFound);

/** Announcements (docs/product-rules.md#announcements): the resource's routes, plus the active toggle and a move by one step. */
export const adminAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAnnouncementRoutes);
  app.post('/announcements/:id/toggle', { schema: { tags, summary: 'Duyuruyu aç / kapat', params, body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) =>
    toggleAnnouncement(app.db, adminOf(request), request.params.id),
  );
  app.post('/announcements/:id/move', { schema: { tags, summary: 'Duyuruyu taşı', params, body: announcementMoveSchema, response: { 200: messageSchema } } }, async (request) =>
    moveAnnouncement(app.db, adminOf(request), request.params.id, request.body.direction),
  );
};
