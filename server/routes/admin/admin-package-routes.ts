import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { adminPackagePageSchema, adminPackageRowSchema, PACKAGE_MESSAGES as M, packageFormSchema, providerPlanListSchema } from '../../../shared/schemas/admin/packages';
import { z } from '../../../shared/zod';
import { createPackage, deletePackage, getPackageForAdmin, listPackagesForAdmin, listProviderPlans, togglePackage, updatePackage } from '../../services/admin/packages';
import { adminOf, adminResource } from './admin-resource';

/** Subscription packages (docs/product-rules.md#admin-payments): a resource, plus the active switch and the provider's plans. */
export const adminPackageResourceRoutes = adminResource({
  path: '/packages',
  noun: 'Abonelik paketi',
  notFound: M.notFound,
  query: z.object({}),
  page: adminPackagePageSchema,
  body: packageFormSchema,
  readOnly: ['id', 'created_at', 'updated_at'],
  record: adminPackageRowSchema,
  saved: M.saved,
  deleted: M.deleted,
  list: (db) => listPackagesForAdmin(db),
  get: getPackageForAdmin,
  create: createPackage,
  update: updatePackage,
  remove: deletePackage,
});

export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/packages/provider-plans', { schema: { tags: ['admin'], summary: 'iyzico planları', response: { 200: providerPlanListSchema } } }, async () =>
    listProviderPlans(app.payments.provider),
  );

  app.post(
    '/packages/:id/toggle',
    { schema: { tags: ['admin'], summary: 'Paketi aktif/pasif yap', params: idParamsSchema(M.notFound), body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await togglePackage(app.db, adminOf(request), request.params.id);
      return { message: M.toggled };
    },
  );
};
