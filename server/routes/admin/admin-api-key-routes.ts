import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { adminApiKeyPageSchema, adminApiKeyQuerySchema, API_KEY_MESSAGES as M } from '../../../shared/schemas/api-keys';
import { adminRevokeApiKey, listAllApiKeys } from '../../services/api-keys/admin-api-keys';
import { adminOf } from './admin-resource';

const tags = ['admin'];

// Every member's API keys (docs/product-rules.md#api-keys): a list and one action, revoke (audited).
// Not an adminResource: keys are created only by their members and never edited.
export const adminApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api-keys', { schema: { tags, summary: 'API anahtarları', querystring: adminApiKeyQuerySchema, response: { 200: adminApiKeyPageSchema } } }, async (request) =>
    listAllApiKeys(app.db, request.query),
  );
  app.post(
    '/api-keys/:id/revoke',
    { schema: { tags, summary: 'API anahtarını iptal et', params: idParamsSchema(M.notFound), body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => adminRevokeApiKey(app.db, adminOf(request), request.params.id),
  );
};
