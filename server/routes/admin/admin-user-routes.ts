import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { adminListQuerySchema } from '../../../shared/schemas/admin/list';
import {
  ADMIN_USER_MESSAGES as M,
  adminUserPageSchema,
  assignSubscriptionSchema,
  auditPageSchema,
  auditQuerySchema,
  balanceAdjustedSchema,
  balanceAdjustmentHeadersSchema,
  balanceAdjustmentSchema,
  userOptionsQuerySchema,
  userOptionsSchema,
  userRolesSchema,
} from '../../../shared/schemas/admin/users';
import { AUDIT_PAGE_SIZE, changedKeys, listAdminChanges } from '../../services/audit/admin-audit';
import { adjustBalance, assignSubscription, listAdminUsers, removeSubscription, searchUserOptions, setUserRoles } from '../../services/admin/users';
import { adminOf } from './admin-resource';

const tags = ['admin'];
const params = idParamsSchema(M.notFound);

/** Users, Bakiye, roles and subscriptions by hand (docs/product-rules.md#admin-users), and the audit trail (decision 011). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { schema: { tags, summary: 'Kullanıcılar', querystring: adminListQuerySchema, response: { 200: adminUserPageSchema } } }, async (request) =>
    listAdminUsers(app.db, request.query),
  );
  app.get('/users/options', { schema: { tags, summary: 'Kullanıcı ara (e-posta)', querystring: userOptionsQuerySchema, response: { 200: userOptionsSchema } } }, async (request) => ({
    items: await searchUserOptions(app.db, request.query.search),
  }));
  app.post(
    '/users/:id/balance',
    {
      schema: {
        tags,
        summary: 'Bakiye ekle / düş',
        params,
        headers: balanceAdjustmentHeadersSchema,
        body: balanceAdjustmentSchema,
        response: { 200: balanceAdjustedSchema },
      },
    },
    async (request) => adjustBalance(app.db, adminOf(request), request.params.id, request.body, request.headers['idempotency-key']),
  );
  app.put('/users/:id/roles', { schema: { tags, summary: 'Premium / admin yetkisi', params, body: userRolesSchema, response: { 200: messageSchema } } }, async (request) =>
    setUserRoles(app.db, adminOf(request), request.params.id, request.body),
  );
  app.post(
    '/users/:id/subscription',
    { schema: { tags, summary: 'Abonelik ata', params, body: assignSubscriptionSchema, response: { 200: messageSchema } } },
    async (request) => assignSubscription({ db: app.db, provider: app.payments.provider }, adminOf(request), request.params.id, request.body.package_id),
  );
  app.delete('/users/:id/subscription', { schema: { tags, summary: 'Aboneliği kaldır', params, response: { 200: messageSchema } } }, async (request) =>
    removeSubscription({ db: app.db, provider: app.payments.provider }, adminOf(request), request.params.id),
  );

  app.get('/audit', { schema: { tags, summary: 'Yönetim işlem kaydı', querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) => {
    const { admin_id, entity, entity_id, page } = request.query;
    const rows = await listAdminChanges(app.db, { adminId: admin_id, entity, entityId: entity_id, page });
    return {
      items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), changed: changedKeys(r.before, r.after) })),
      page,
      page_size: AUDIT_PAGE_SIZE,
    };
  });
};
