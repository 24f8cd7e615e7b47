import type { z } from 'zod';
import { installedPowerResponseSchema, productionResponseSchema, statisticsQuerySchema } from '../../shared/schemas/statistics';
import { presentInstalledPower, presentProduction } from '../presenters/lists';
import { installedPowerStats, productionStats } from '../services/statistics/statistics-queries';
import { defineList, OPEN } from './list-definition';

// The national statistics (docs/product-rules.md#statistics): every month of a year (or of all years),
// newest first, open to every tier on the home page. One filter (the year), no pages, no sort, no
// charge; not held in memory (a few hundred rows, written by super admins, no record events).

type Query = z.output<typeof statisticsQuerySchema>;

export const installedPowerList = defineList({
  name: 'installed-power',
  path: '/installed-power',
  summary: 'Kurulu güç istatistikleri (MW)',
  tags: ['statistics'],
  query: statisticsQuerySchema,
  response: installedPowerResponseSchema,
  defaults: {},
  params: (q: Query) => q,
  access: OPEN,
  page: { read: (db, params) => installedPowerStats(db, params.year) },
  present: (stats) => presentInstalledPower(stats),
});

export const productionList = defineList({
  name: 'production',
  path: '/production',
  summary: 'Üretim istatistikleri (MWh)',
  tags: ['statistics'],
  query: statisticsQuerySchema,
  response: productionResponseSchema,
  defaults: {},
  params: (q: Query) => q,
  access: OPEN,
  page: { read: (db, params) => productionStats(db, params.year) },
  present: (stats) => presentProduction(stats),
});
