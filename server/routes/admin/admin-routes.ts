import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { COST_KEYS } from '../../../shared/constants';
import { token_costs } from '../../db/schema/balance';
import { requireSuperAdmin } from '../../policies/auth-policy';

/**
 * Every /api/admin route sits behind this one guard (super admins only; 401 signed out, 403 others),
 * whatever the client shows. Admin areas register their routes inside this plugin.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireSuperAdmin(request);
  });

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
};
