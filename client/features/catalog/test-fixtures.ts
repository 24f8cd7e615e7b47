import type { RecordEventItem } from '../../../shared/schemas/history';

// Test data of the catalogue's history parts (shared/schemas/history.ts shapes).

export const WRI = { name: 'WRI Global Power Plant Database v1.3.0', licence: 'CC BY 4.0', url: 'https://github.com/wri/global-power-plant-database', is_generated: false };

export const HISTORY: RecordEventItem[] = [
  {
    id: '70000000-0000-4000-8000-000000000003',
    kind: 'status',
    occurred_on: '2024-03-15',
    origin: 'admin',
    source: WRI,
    changes: [
      { field: 'status_type_id', label: 'Proje durumu', before: 'ÇED Süreci Başlayan', after: 'ÇED Olumlu' },
      { field: 'commissioning_date', label: 'Devreye alma tarihi', before: null, after: '2025-06-01' },
    ],
  },
  {
    id: '70000000-0000-4000-8000-000000000002',
    kind: 'capacity',
    occurred_on: '2023-11-02',
    origin: 'suggestion',
    source: null,
    changes: [{ field: 'ac_power', label: 'AC güç', before: 10, after: 12.5 }],
  },
  {
    id: '70000000-0000-4000-8000-000000000001',
    kind: 'created',
    occurred_on: '2023-05-10',
    origin: 'seed',
    source: { name: 'GüneşVeri örnek verisi', licence: 'Örnek veri — resmî değil', url: null, is_generated: true },
    changes: [
      { field: 'status_type_id', label: 'Proje durumu', before: null, after: 'ÇED Süreci Başlayan' },
      { field: 'dc_power', label: 'DC güç', before: null, after: 0 },
      { field: 'dc_power_unit', label: 'DC güç birimi', before: null, after: 'MWp' },
      { field: 'ac_power', label: 'AC güç', before: null, after: 1000 },
      { field: 'ac_power_unit', label: 'AC güç birimi', before: null, after: 'MWe' },
      { field: 'investor', label: 'Yatırımcı', before: null, after: 'Kalyon Enerji' },
    ],
  },
];

