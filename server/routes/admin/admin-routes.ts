import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { tokenCostRowsSchema, tokenCostUpdateSchema } from '../../../shared/schemas/token-costs';
import { COST_KEYS } from '../../../shared/constants';
import { AppError } from '../../lib/errors';
import { currentCosts, listTokenCostRows, updateTokenCost } from '../../services/balance/token-costs';
import { requireSuperAdmin } from '../../policies/auth-policy';
import { adminCompanyRoutes, adminNewsTagRoutes, adminProjectRoutes, adminSolarProjectRoutes } from './admin-catalog-routes';
import { adminImportRoutes } from './admin-import-routes';
import { adminMergeRoutes } from './admin-merge-routes';
import { adminLegalRoutes } from './admin-legal-routes';
import { adminPlatformRoutes } from './admin-platform-routes';
import { adminQualityRoutes } from './admin-quality-routes';
import { adminDuplicateRoutes } from './admin-duplicate-routes';
import { adminPackageResourceRoutes, adminPackageRoutes } from './admin-package-routes';
import { adminStationCapacityRoutes, adminStationRoutes } from './admin-station-routes';
import { adminNewsRoutes } from './admin-news-routes';
import { adminReferenceRoutes } from './admin-reference-routes';
import { adminOf } from './admin-resource';
import { adminReviewRoutes } from './admin-review-routes';
import { adminSourceRoutes } from './admin-source-routes';
import { adminStatisticsRoutes } from './admin-statistics-routes';
import { adminTrialRoutes } from './admin-trial-routes';
import { adminApiKeyRoutes } from './admin-api-key-routes';
import { adminFailedJobRoutes } from './admin-failed-job-routes';
import { adminAnnouncementsRoutes } from './admin-announcement-routes';
import { adminUserRoutes } from './admin-user-routes';
import { adminCompanyClaimRoutes } from './admin-company-claim-routes';

/**
 * Every /api/admin route sits behind this one guard (super admins only; 401 signed out, 403 others),
 * whatever the client shows. Admin areas register their routes inside this plugin.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireSuperAdmin(request);
  });

  await app.register(adminNewsRoutes);
  await app.register(adminProjectRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(adminSolarProjectRoutes);
  await app.register(adminNewsTagRoutes);
  await app.register(adminReferenceRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminStatisticsRoutes);
  await app.register(adminTrialRoutes);
  await app.register(adminApiKeyRoutes);
  await app.register(adminFailedJobRoutes);
  await app.register(adminAnnouncementsRoutes);
  await app.register(adminLegalRoutes);
  await app.register(adminPlatformRoutes);
  await app.register(adminDuplicateRoutes);
  await app.register(adminPackageRoutes);
  await app.register(adminPackageResourceRoutes);
  await app.register(adminStationRoutes);
  await app.register(adminStationCapacityRoutes);
  await app.register(adminSourceRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminCompanyClaimRoutes);
  await app.register(adminQualityRoutes);
  await app.register(adminMergeRoutes);

  app.get(
    '/token-costs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bakiye maliyetleri',
        response: { 200: tokenCostRowsSchema },
      },
    },
    async () => ({ items: await listTokenCostRows(app.db) }),
  );

  // docs/product-rules.md#token-costs: one cost changed at a time; every open client sees the new cost at once.
  app.put(
    '/token-costs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bakiye maliyetini güncelle',
        params: idParamsSchema('Geçersiz maliyet'),
        body: tokenCostUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const updated = await updateTokenCost(app.db, adminOf(request), request.params.id, request.body.cost_value);
      if (!updated) throw new AppError(404, 'NOT_FOUND', 'Maliyet bulunamadı');
      await app.realtime.broadcastCosts(await currentCosts(app.db, COST_KEYS));
      return { message: 'Bakiye maliyeti başarıyla güncellendi' };
    },
  );
};
