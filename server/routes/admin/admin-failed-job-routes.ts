import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { adminFailedJobPageSchema, adminFailedJobQuerySchema } from '../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as M } from '../../../shared/watch-messages';
import { presentFailedJob } from '../../presenters/watches';
import { listFailedJobs, retryFailedJob } from '../../services/jobs/failed-jobs';
import { adminOf } from './admin-resource';

const tags = ['admin'];

// Background jobs that failed five times (docs/decisions/044-watchlists-and-notifications.md): a list
// and one audited action, retry.
export const adminFailedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/failed-jobs', { schema: { tags, summary: 'Başarısız işler', querystring: adminFailedJobQuerySchema, response: { 200: adminFailedJobPageSchema } } }, async (request) => {
    const page = await listFailedJobs(app.db, request.query);
    return { ...page, items: page.items.map(presentFailedJob) };
  });
  app.post(
    '/failed-jobs/:id/retry',
    { schema: { tags, summary: 'Başarısız işi yeniden dene', params: idParamsSchema(M.failedJobNotFound), body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => retryFailedJob(app.db, app.jobs, adminOf(request), request.params.id),
  );
};
