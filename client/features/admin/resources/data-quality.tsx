import { DATA_QUALITY_MESSAGES as M, GAPS, type GapDefinition, type GapEntity } from '../../../../shared/data-quality';
import type { GapRow } from '../../../../shared/schemas/data-quality';
import { adminPaths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSourceSelectOptions } from '../api/history-api';
import { useGapSummary } from '../api/quality-api';
import { cityFilter, type ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md): "Eksikler",
// one list per gap of shared/data-quality.ts, chosen from a select (its count beside its name), each filtered by
// source and province and opening the record's edit form; "Kapsama", a part of its own (the table
// and the province map).

const EDIT_PATHS: Record<GapEntity, (id: string) => string> = {
  project: adminPaths.project,
  company: adminPaths.company,
  station: adminPaths.stationDefinition,
};

const gapList = (gap: GapDefinition): ListResource<GapRow> => ({
  path: `/quality/gaps/${gap.key}`,
  title: gap.title,
  singular: 'Kayıt',
  search: { label: 'Adıyla ara', placeholder: 'Kayıt adı' },
  filters: [
    {
      name: 'source_id',
      label: 'Kaynak',
      placeholder: 'Tüm kaynaklar',
      // Full width on a phone: beside the search at 390 px they left it a few letters wide.
      width: 'w-full sm:w-72',
      useOptions: useSourceSelectOptions,
    },
    cityFilter('İl', 'w-full sm:w-56'),
  ],
  clearable: true,
  pagerLabel: `${gap.title} sayfaları`,
  editPath: EDIT_PATHS[gap.entity],
  // A station without a real capacity is fixed by entering one (an admin entry, decision 052).
  actions: gap.entity === 'station' ? () => [{ label: 'Kapasite Ekle', to: adminPaths.newStationCapacity(), tone: 'secondary' }] : undefined,
  remove: false,
  nameOf: (row) => row.name,
  header: () => <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{gap.description}</p>,
  columns: (column) => [
    column.accessor('name', { header: 'Ad', cell: (info) => <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span> }),
    column.accessor('city', { header: 'İl', cell: (info) => info.getValue() ?? '–' }),
    column.accessor('sources', { header: 'Kaynaklar', cell: (info) => (info.getValue().length ? info.getValue().join(', ') : 'Kaynak yok') }),
    column.accessor('newest_data_date', {
      header: 'En yeni veri tarihi',
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{info.getValue() ? formatDate(info.getValue()) : 'Tarih yok'}</span>,
    }),
  ],
  messages: { loadFailed: M.gapsLoadFailed, empty: M.gapEmpty, noMatch: M.gapNoMatch },
});

export default {
  screens: [
    {
      path: 'data-quality/gaps',
      title: 'Eksikler',
      description: 'Kataloğun eksik bilgileri, liste liste. Bir kayıt düzeltildiğinde listesinden hemen çıkar.',
      links: [{ label: 'Kapsama', to: adminPaths.dataQualityCoverage() }],
      tabsLabel: 'Eksik listesi',
      chooser: 'select',
      useBadges: function useGapCounts() {
        return useGapSummary().data?.counts ?? {};
      },
      tabs: GAPS.map((gap) => ({ key: gap.key, label: gap.title, list: gapList(gap) })),
    },
    {
      path: 'data-quality/coverage',
      title: 'Kapsama',
      description: 'Katalogdaki devreye alınmış projelerin bilinen gücü, resmî kurulu güçle yan yana: Türkiye geneli ve il il.',
      links: [{ label: 'Eksikler', to: adminPaths.dataQualityGaps() }],
      part: () => import('../components/coverage-view'),
    },
  ],
  nav: {
    'data-quality/gaps': { group: 'Veri Kalitesi', order: 1, description: 'Koordinatı, gücü, yatırımcısı, tarihi ya da gerçek kaynağı eksik kayıtlar' },
    'data-quality/coverage': { group: 'Veri Kalitesi', order: 2, description: 'Kataloğun kurulu gücü ne kadar kapsadığı, il il' },
  },
} satisfies AdminResource;
