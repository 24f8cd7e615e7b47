import { adminRecordSchema } from '../../../shared/schemas/admin/catalog';
import { adminListQuerySchema } from '../../../shared/schemas/admin/list';
import { SOURCE_MESSAGES as M, sourceFormSchema, sourcePageSchema } from '../../../shared/schemas/admin/sources';
import { createSource, deleteSource, getSource, listSources, updateSource } from '../../services/admin/sources';
import { adminResource } from './admin-resource';

// Data sources (issue 43, decision 038). The importer's picker reads them from GET /api/admin/imports/sources.

export const adminSourceRoutes = adminResource({
  path: '/sources',
  noun: 'Veri kaynağı',
  notFound: M.notFound,
  query: adminListQuerySchema,
  page: sourcePageSchema,
  body: sourceFormSchema,
  record: adminRecordSchema,
  saved: M.saved,
  deleted: M.deleted,
  list: listSources,
  get: getSource,
  create: createSource,
  update: updateSource,
  remove: deleteSource,
});
