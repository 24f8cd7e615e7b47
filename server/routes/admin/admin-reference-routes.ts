import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { createdSchema, messageSchema } from '../../../shared/schemas/common';
import {
  REFERENCE_MESSAGES as M,
  referenceFormSchema,
  referenceItemParamsSchema,
  referenceListParamsSchema,
  referencePageSchema,
  referenceQuerySchema,
} from '../../../shared/schemas/admin/reference';
import { createReferenceItem, deleteReferenceItem, listReferenceItems, renameReferenceItem } from '../../services/admin/reference-lists';
import { adminOf } from './admin-resource';

const tags = ['admin'];

/** The seven reference lists (docs/product-rules.md#reference-lists): one set of routes, the list named in the path. */
export const adminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference/:list',
    { schema: { tags, summary: 'Referans listesi', params: referenceListParamsSchema, querystring: referenceQuerySchema, response: { 200: referencePageSchema } } },
    async (request) => listReferenceItems(app.db, request.params.list, request.query),
  );
  app.post(
    '/reference/:list',
    { schema: { tags, summary: 'Referans ekle', params: referenceListParamsSchema, body: referenceFormSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const { id } = await createReferenceItem(app.db, adminOf(request), request.params.list, request.body);
      return reply.status(201).send({ id, message: M.saved });
    },
  );
  app.put(
    '/reference/:list/:id',
    { schema: { tags, summary: 'Referans yeniden adlandır', params: referenceItemParamsSchema, body: referenceFormSchema, response: { 200: messageSchema } } },
    async (request) => {
      await renameReferenceItem(app.db, adminOf(request), request.params.list, request.params.id, request.body);
      return { message: M.saved };
    },
  );
  app.delete(
    '/reference/:list/:id',
    { schema: { tags, summary: 'Referans sil', params: referenceItemParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteReferenceItem(app.db, adminOf(request), request.params.list, request.params.id);
      return { message: M.deleted };
    },
  );
};
