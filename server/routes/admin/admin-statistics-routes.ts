import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from '../../../shared/zod';
import {
  installedPowerEntrySchema,
  productionEntrySchema,
  STAT_ENTRY_KINDS,
  STAT_ENTRY_MESSAGES as M,
  statMonthQuerySchema,
  statMonthSchema,
  statSavedSchema,
} from '../../../shared/schemas/statistics-entry';
import { findStatisticsMonth, saveInstalledPower, saveProduction } from '../../services/statistics/save-statistics';
import { adminOf } from './admin-resource';

const tags = ['admin'];

/** Monthly statistics entry (docs/product-rules.md#statistics-entry): read a month, save it (created or replaced). */
export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statistics/:kind',
    { schema: { tags, summary: 'İstatistik ayı', params: z.object({ kind: z.enum(STAT_ENTRY_KINDS) }), querystring: statMonthQuerySchema, response: { 200: statMonthSchema } } },
    async (request) => {
      const row = await findStatisticsMonth(app.db, request.params.kind, request.query.year, request.query.month);
      return { values: row ? { ...row, created_at: undefined, updated_at: undefined } : null };
    },
  );
  app.put(
    '/statistics/installed-power',
    { schema: { tags, summary: 'Kurulu güç gir', body: installedPowerEntrySchema, response: { 200: statSavedSchema } } },
    async (request) => ({ message: M.saved, created: (await saveInstalledPower(app.db, adminOf(request), request.body)).created }),
  );
  app.put(
    '/statistics/production',
    { schema: { tags, summary: 'Üretim gir', body: productionEntrySchema, response: { 200: statSavedSchema } } },
    async (request) => ({ message: M.saved, created: (await saveProduction(app.db, adminOf(request), request.body)).created }),
  );
};
