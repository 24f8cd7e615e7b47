import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { contractListSchema, latestCookiePolicySchema } from '../../../shared/schemas/legal';
import { presentContract, presentCookiePolicy } from '../../presenters/legal';
import { findLatestCookiePolicy, listActiveContracts } from '../../services/legal/list-legal-documents';

// Public: the footer, the cookie banner and the registration form read these.
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contracts',
    { schema: { tags: ['legal'], summary: 'Aktif sözleşmeler', response: { 200: contractListSchema } } },
    async () => ({ items: (await listActiveContracts(app.db)).map(presentContract) }),
  );

  app.get(
    '/cookie-policy',
    { schema: { tags: ['legal'], summary: 'En güncel aktif çerez politikası', response: { 200: latestCookiePolicySchema } } },
    async () => {
      const policy = await findLatestCookiePolicy(app.db);
      return { policy: policy ? presentCookiePolicy(policy) : null };
    },
  );
};
