import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, messageSchema } from '../../../shared/schemas/common';
import {
  distinctPairBodySchema,
  duplicateCandidatesPageSchema,
  duplicateCandidatesQuerySchema,
  duplicateCountsSchema,
  rescanResultSchema,
} from '../../../shared/schemas/quality';
import { presentCandidates } from '../../presenters/quality';
import { countCandidates, listCandidates, markDistinct, scanAllAudited } from '../../services/quality/duplicates';
import { adminOf } from './admin-resource';

const tags = ['admin'];

/** "Veri Kalitesi": duplicate candidates, a full scan, "Farklı kayıtlar" (docs/decisions/065-duplicate-candidates.md). */
export const adminDuplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quality/duplicates',
    { schema: { tags, summary: 'Olası kopyalar', querystring: duplicateCandidatesQuerySchema, response: { 200: duplicateCandidatesPageSchema } } },
    async (request) => presentCandidates(await listCandidates(app.db, request.query)),
  );
  app.get('/quality/duplicates/counts', { schema: { tags, summary: 'Türlere göre olası kopya sayıları', response: { 200: duplicateCountsSchema } } }, async () =>
    countCandidates(app.db),
  );
  app.post(
    '/quality/duplicates/scan',
    { schema: { tags, summary: 'Olası kopyaları baştan tara', body: emptyBodySchema, response: { 200: rescanResultSchema } } },
    async (request) => scanAllAudited(app.db, adminOf(request)),
  );
  app.post(
    '/quality/duplicates/distinct',
    { schema: { tags, summary: 'Farklı kayıtlar olarak işaretle', body: distinctPairBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await markDistinct(app.db, adminOf(request), request.body);
      return { message: 'Kayıtlar farklı olarak işaretlendi; bu çift bir daha önerilmeyecek.' };
    },
  );
};
