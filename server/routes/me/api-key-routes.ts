import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { API_KEY_LIMITS, API_KEY_MESSAGES as M, apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from '../../../shared/schemas/api-keys';
import { requirePremium } from '../../policies/premium-policy';
import { presentApiKey } from '../../presenters/api-keys';
import { createApiKey, listOwnApiKeys, revokeOwnApiKey } from '../../services/api-keys/api-keys';

const tags = ['me'];

// The member's API keys (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md). A key itself
// cannot call these (server/plugins/api-key-auth.ts refuses anything outside the catalogue's reads).
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, summary: 'API anahtarlarım', description: 'Anahtarın kendisi hiçbir zaman dönmez: yalnızca adı, ilk karakterleri ve kullanımı.', response: { 200: apiKeyListSchema } } }, async (request) => ({
    items: (await listOwnApiKeys(app.db, request.user!.id)).map(({ row, usage, total }) => presentApiKey(row, usage, total)),
    limits: API_KEY_LIMITS,
  }));

  app.post(
    '/',
    {
      // Premium before validation: a member learns they cannot create keys, not what a name must be.
      onRequest: async (request) => {
        requirePremium(request, 'api_keys');
      },
      schema: {
        tags,
        summary: 'API anahtarı oluştur (premium)',
        description: 'Anahtar yalnızca bu yanıtta döner; sunucu yalnızca SHA-256 özetini saklar.',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const { key, row } = await createApiKey(app.db, requirePremium(request, 'api_keys').id, request.body.name);
      return reply.status(201).send({ message: M.created, key, api_key: presentApiKey(row, [], 0) });
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'API anahtarını iptal et', description: 'Anahtarla yapılan sonraki istek 401 alır; kayıt ve kullanımı listede kalır.', params: idParamsSchema(M.notFound), response: { 200: messageSchema } } },
    async (request) => {
      await revokeOwnApiKey(app.db, request.user!.id, request.params.id);
      return { message: M.revoked };
    },
  );
};
