import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { healthSchema, siteInfoSchema } from '../../shared/schemas/site';
import { pingDatabase } from '../services/system/database-health';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Sağlık kontrolü (veritabanı dahil)', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  app.get(
    '/site',
    { schema: { tags: ['system'], summary: 'Tarayıcının ihtiyaç duyduğu site ayarları', response: { 200: siteInfoSchema } } },
    async () => ({
      contact_email: app.config.CONTACT_EMAIL,
      map_tile_url: app.config.MAP_TILE_URL ?? null,
      map_tile_attribution: app.config.MAP_TILE_ATTRIBUTION,
    }),
  );
};
