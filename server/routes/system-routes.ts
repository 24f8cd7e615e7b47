import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { healthSchema, livenessSchema, siteInfoSchema } from '../../shared/schemas/site';
import { pingDatabase } from '../services/system/database-health';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness (a balancer's question: send me traffic?): false while this instance drains and while
  // PostgreSQL does not answer. Redis does not decide it: every instance shares the one Redis, so a
  // "not ready" for it would take every instance out at once, while each can serve without it
  // (counting on its own meanwhile). It is reported, and `/health` (a monitor's question: is all
  // well?) answers 503 for it (decision 068).
  const check = async (request: FastifyRequest) => {
    if (app.lifecycle.draining) return { code: 503, body: { status: 'draining' as const, database: 'ok' as const } };
    const [database, redis] = await Promise.all([
      pingDatabase(app.db).then(
        () => 'ok' as const,
        (err: unknown) => (request.log.error({ err }, 'health check: database unreachable'), 'error' as const),
      ),
      app.sharedRedis?.ping().then(
        () => 'ok' as const,
        (err: unknown) => (request.log.warn({ err }, 'health check: Redis unreachable'), 'error' as const),
      ),
    ]);
    const status = database === 'error' ? ('error' as const) : redis === 'error' ? ('degraded' as const) : ('ok' as const);
    return { code: database === 'error' ? 503 : 200, body: { status, database, ...(redis ? { redis } : {}) } };
  };
  const answer = (reply: FastifyReply, code: number, body: z.infer<typeof healthSchema>) => {
    if (code !== 200) void reply.status(code).header('Retry-After', '1');
    return body;
  };
  const readiness = { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } };
  app.get('/health', { schema: { ...readiness, summary: 'Sağlık kontrolü (veritabanı ve Redis; biri yanıt vermezse veya boşaltılırken 503)' } }, async (request, reply) => {
    const { code, body } = await check(request);
    return answer(reply, body.status === 'ok' ? code : 503, body);
  });
  app.get('/health/ready', { schema: { ...readiness, summary: 'Trafik almaya hazır mı (boşaltılırken ve veritabanı yanıt vermezken 503; Redis yalnızca bildirilir)' } }, async (request, reply) => {
    const { code, body } = await check(request);
    return answer(reply, code, body);
  });
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
