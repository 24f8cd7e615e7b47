import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { TRIAL_MESSAGES as M, trialListSchema } from '../../../shared/schemas/admin/trials';
import { endTrial, expireAllTrials, extendTrial, listTrials } from '../../services/admin/trials';
import { adminOf } from './admin-resource';

const tags = ['admin'];
const params = idParamsSchema(M.notFound);

/** Trial memberships (docs/product-rules.md#admin-payments): list with stats, 7 more days, end, expire all expired. */
export const adminTrialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/trials', { schema: { tags, summary: 'Deneme üyelikleri', response: { 200: trialListSchema } } }, async () => listTrials(app.db));
  app.post('/trials/expire', { schema: { tags, summary: 'Süresi dolanları sona erdir', body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) =>
    expireAllTrials(app.db, adminOf(request)),
  );
  app.post('/trials/:id/extend', { schema: { tags, summary: 'Deneme üyeliğini uzat', params, body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) =>
    extendTrial(app.db, adminOf(request), request.params.id),
  );
  app.post('/trials/:id/end', { schema: { tags, summary: 'Deneme üyeliğini sonlandır', params, body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) =>
    endTrial(app.db, adminOf(request), request.params.id),
  );
};
