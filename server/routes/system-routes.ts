import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { healthSchema, livenessSchema, siteInfoSchema } from '../../shared/schemas/site';
import { pingDatabase } from '../services/system/database-health';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness (a balancer's question: send me traffic?): false while this instance drains and while
  // PostgreSQL does not answer. `/health` is the same question, kept for monitors that ask it.
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    if (app.lifecycle.draining) return reply.status(503).header('Retry-After', '1').send({ status: 'draining' as const, database: 'ok' as const });
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).header('Retry-After', '1').send({ status: 'error', database: 'error' });
    }
  };
  const readiness = { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } };
  app.get('/health', { schema: { ...readiness, summary: 'Sağlık kontrolü (veritabanı dahil; /health/ready ile aynı)' } }, ready);
  app.get('/health/ready', { schema: { ...readiness, summary: 'Trafik almaya hazır mı (boşaltılırken ve veritabanı yanıt vermezken 503)' } }, ready);
  // Liveness (should the process be restarted?): yes only if it cannot answer at all, so nothing is checked.
  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'Süreç yanıt veriyor mu', response: { 200: livenessSchema } } },
    async () => ({ status: 'ok' as const }),
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
