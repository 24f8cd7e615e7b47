import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { adminRecordSchema } from '../../../shared/schemas/admin/catalog';
import { adminListQuerySchema } from '../../../shared/schemas/admin/list';
import { SOURCE_MESSAGES as M, sourceFormSchema, sourceOptionsSchema, sourcePageSchema } from '../../../shared/schemas/admin/sources';
import { createSource, deleteSource, getSource, listSourceOptions, listSources, updateSource } from '../../services/admin/sources';
import { adminResource } from './admin-resource';

// Data sources (decision 038).

const sourceResourceRoutes = adminResource({
  path: '/sources',
  noun: 'Veri kaynağı',
  notFound: M.notFound,
  query: adminListQuerySchema,
  page: sourcePageSchema,
  body: sourceFormSchema,
  readOnly: ['id', 'created_at', 'updated_at'],
  record: adminRecordSchema,
  saved: M.saved,
  deleted: M.deleted,
  list: listSources,
  get: getSource,
  create: createSource,
  update: updateSource,
  remove: deleteSource,
});

export const adminSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sourceResourceRoutes);
  // The one list of every source that the back office's selects read: the importer's and the
  // history fields' "Kaynak" (they were two routes once; decision 057).
  app.get('/sources/options', { schema: { tags: ['admin'], summary: 'Seçilebilecek veri kaynakları', response: { 200: sourceOptionsSchema } } }, async () => listSourceOptions(app.db));
};
