import type { z } from 'zod';
import { stationListQuerySchema, stationListSchema } from '../../shared/schemas/stations';
import { presentStationList } from '../presenters/stations';
import { stationCapacityPage, type StationListParams } from '../services/stations/station-queries';
import { defineList, OPEN } from './list-definition';

// The transformer-station capacity list (docs/product-rules.md#transformer-stations): open to every
// tier, free, the same for all. Its filters and order are declared once in
// services/stations/station-queries.ts (filterConditions, stationListOrder), which the station map and
// the list's export read too (decision 063); routes/stations/station-routes.ts registers it.

type Query = z.output<typeof stationListQuerySchema>;

export const stationList = defineList({
  name: 'stations',
  path: '/',
  summary: 'Trafo merkezi kapasite listesi',
  tags: ['stations'],
  query: stationListQuerySchema,
  response: stationListSchema,
  // The default order is no sort chosen (newest period first).
  defaults: {},
  params: (q: Query): StationListParams => q,
  access: OPEN,
  page: { read: (db, params) => stationCapacityPage(db, params) },
  present: (page, _viewer, params) => presentStationList(page, params),
  // Every tier sees the same list: its first page is shared (decision 014), until a station's record event.
  cache: { sharedBy: () => 'all', emptiedBy: ['station'] },
});
