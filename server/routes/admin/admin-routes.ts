import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import { COST_KEYS, TOKEN_COST_RANGE } from '../../../shared/constants';
import { AppError } from '../../lib/errors';
import { currentCosts } from '../../services/balance/token-costs';
import { token_costs } from '../../db/schema/balance';
import { requireSuperAdmin } from '../../policies/auth-policy';
import { adminNewsRoutes } from './admin-news-routes';

/**
 * Every /api/admin route sits behind this one guard (super admins only; 401 signed out, 403 others),
 * whatever the client shows. Admin areas register their routes inside this plugin.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireSuperAdmin(request);
  });

  await app.register(adminNewsRoutes);

  app.get(
    '/token-costs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bakiye maliyetleri',
        response: {
          200: z.object({
            items: z.array(
              z.object({ id: z.uuid(), cost_key: z.enum(COST_KEYS), cost_value: z.number().int(), description: z.string().nullable(), is_active: z.boolean(), updated_at: z.date() }),
            ),
          }),
        },
      },
    },
    async () => ({ items: await app.db.select().from(token_costs).orderBy(asc(token_costs.cost_key)) }),
  );

  // Spec 3 §2.20: one cost changed at a time; every open client sees the new cost at once.
  app.put(
    '/token-costs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bakiye maliyetini güncelle',
        params: idParamsSchema('Geçersiz maliyet'),
        body: z.object({
          cost_value: z
            .number({ message: 'Geçerli bir sayı girin' })
            .int('Tam sayı girin')
            .min(TOKEN_COST_RANGE.min, 'Bakiye maliyeti negatif olamaz')
            .max(TOKEN_COST_RANGE.max, `Bakiye maliyeti en fazla ${TOKEN_COST_RANGE.max} olabilir`),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(token_costs)
        .set({ cost_value: request.body.cost_value, updated_at: new Date() })
        .where(eq(token_costs.id, request.params.id))
        .returning();
      if (!row) throw new AppError(404, 'NOT_FOUND', 'Maliyet bulunamadı');
      await app.realtime.broadcastCosts(await currentCosts(app.db, COST_KEYS));
      return { message: 'Bakiye maliyeti başarıyla güncellendi' };
    },
  );
};
