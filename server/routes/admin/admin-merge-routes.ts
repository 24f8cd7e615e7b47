import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import {
  MERGE_MESSAGES as M,
  compareParamsSchema,
  compareResponseSchema,
  mergeBodySchema,
  mergeListQuerySchema,
  mergePageSchema,
  mergeResultSchema,
} from '../../../shared/schemas/merges';
import { compareRecords, listMerges } from '../../services/quality/merge-queries';
import { mergeRecords, undoMerge } from '../../services/quality/merge-records';
import { adminOf } from './admin-resource';

// Merging duplicate records and undoing it (docs/decisions/066-merging-duplicate-records.md).

const tags = ['admin'];

export const adminMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merges/compare/:kind/:a/:b',
    { schema: { tags, summary: 'İki kaydı yan yana karşılaştır (alanlar, farklar, kaynaklar)', params: compareParamsSchema, response: { 200: compareResponseSchema } } },
    async (request) => compareRecords(app.db, request.params.kind, request.params.a, request.params.b),
  );

  app.get(
    '/merges',
    { schema: { tags, summary: 'Birleştirmeler (en yenisi önce)', querystring: mergeListQuerySchema, response: { 200: mergePageSchema } } },
    async (request) => listMerges(app.db, request.query),
  );

  app.post(
    '/merges',
    {
      schema: {
        tags,
        summary: 'İki kaydı birleştir',
        description:
          'Birleşen kayıt (`merged_id`) silinir ve her bağlantısı (kaynaklar, geçmiş, açılışlar, takipler, bildirimler, öneriler, başvurular) kalan kayda (`survivor_id`) taşınır; `choices` alan alan hangi değerin kalacağını söyler. Geri alınabilir.',
        body: mergeBodySchema,
        response: { 201: mergeResultSchema },
      },
    },
    async (request, reply) => {
      const { kind, survivor_id, merged_id, choices } = request.body;
      const merge = await mergeRecords(app.db, { kind, survivorId: survivor_id, mergedId: merged_id, choices }, adminOf(request));
      return reply.status(201).send({ id: merge.id, survivor_id, merged_id, message: M.merged(merge.mergedName, merge.survivorName) });
    },
  );

  app.post(
    '/merges/:id/undo',
    { schema: { tags, summary: 'Birleştirmeyi geri al', params: idParamsSchema(M.invalidMergeId), body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const undone = await undoMerge(app.db, request.params.id, adminOf(request));
      return { message: M.undone(undone.mergedName, undone.survivorName) };
    },
  );
};
