import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { sourceOptionsSchema } from '../../../shared/schemas/history';
import { listSourceOptions } from '../../services/history/event-sources';

/** What the back office's history fields read (decision 042): the sources a change may name. */
export const adminHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history/sources',
    { schema: { tags: ['admin'], summary: 'Değişiklik kaynağı seçenekleri', response: { 200: sourceOptionsSchema } } },
    async () => listSourceOptions(app.db),
  );
};
