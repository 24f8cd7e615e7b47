import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { coverageSchema, gapListQuerySchema, gapPageSchema, gapParamsSchema, gapSummarySchema } from '../../../shared/schemas/data-quality';
import { coverage } from '../../services/quality/coverage';
import { gapPage } from '../../services/quality/gaps';
import { gapSummary } from '../../services/quality/snapshots';

const tags = ['admin'];

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md), read live:
// a record fixed by any edit leaves its list with the save's commit.
export const adminQualityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quality/gaps', { schema: { tags, summary: 'Eksik listelerinin sayıları ve son 30 günü', response: { 200: gapSummarySchema } } }, async () => gapSummary(app.db));

  app.get(
    '/quality/gaps/:key',
    { schema: { tags, summary: 'Bir eksik listesinin kayıtları', params: gapParamsSchema, querystring: gapListQuerySchema, response: { 200: gapPageSchema } } },
    async (request) => gapPage(app.db, request.params.key, request.query),
  );

  app.get('/quality/coverage', { schema: { tags, summary: 'Kataloğun il il kapsaması', response: { 200: coverageSchema } } }, async () => coverage(app.db));
};
