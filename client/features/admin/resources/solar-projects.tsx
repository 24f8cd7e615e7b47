import { SOLAR_PROJECT_FIELDS, SOLAR_PROJECT_MESSAGES as M, solarProjectFormSchema, type SolarProjectRow } from '../../../../shared/schemas/admin/solar-projects';
import { SunIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import type { FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Solar project records (docs/product-rules.md#solar-projects, #admin): the admin home's Solar Projeler tab
// and /admin/solar-projects. Search over name, owner, province and district, the meeting decision type
// filter (its values from the data), the total, a new record above the rows and each row edited in place.

export const solarProjectForm: FormResource = {
  path: '/solar-projects',
  singular: 'Solar proje kaydı',
  schema: solarProjectFormSchema,
  sections: [{ fields: SOLAR_PROJECT_FIELDS.map((f) => (f.key === 'tarih' ? { kind: 'date', name: f.key, label: f.label } : { kind: 'text', name: f.key, label: f.label, required: f.key === 'proje_adi' })) }],
  messages: { loadFailed: M.loadFailed, saveFailed: M.updateFailed },
};

const solarProjectList: ListResource<SolarProjectRow, { decision_types: string[] }> = {
  path: '/solar-projects',
  title: 'Solar projeler',
  singular: 'Solar proje kaydı',
  search: { label: 'Proje adı, sahibi, il veya ilçe ile ara', placeholder: 'Proje adı, sahibi, il veya ilçe', help: 'Adın, sahibin, ilin ya da ilçenin bir kısmını yazın.' },
  filters: [
    {
      name: 'decision_type',
      label: 'Toplantı karar tipi',
      placeholder: 'Tüm karar tipleri',
      width: 'w-full sm:w-64',
      // The values come from the data (the list answers them beside the page).
      useOptions: (data) => ({ options: (data?.decision_types ?? []).map((value) => ({ value, label: value })) }),
    },
  ],
  clearable: true,
  pagerLabel: 'Solar proje sayfaları',
  create: { form: solarProjectForm, label: 'Yeni solar proje kaydı', opener: 'Yeni Kayıt', layout: 'stack', toast: () => null },
  cards: {
    item: (row, { actions }) => (
      <div className="w-full">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-white">{row.proje_adi}</p>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{[row.proje_sahibi, [row.il, row.ilce].filter(Boolean).join(' / ')].filter(Boolean).join(' · ') || '–'}</p>
          </div>
          {actions}
        </div>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {(
            [
              ['Sektör', [row.sektor, row.alt_sektor].filter(Boolean).join(' / ')],
              ['Karar tipi', row.toplanti_karar_tipi],
              ['Tarih', row.tarih ? formatDate(row.tarih) : null],
              ['Proje türü', row.proje_turu],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
              <dd className="min-w-0 text-slate-800 dark:text-slate-200">{value || '–'}</dd>
            </div>
          ))}
        </dl>
      </div>
    ),
  },
  inlineEdit: { label: 'Düzenle', form: solarProjectForm, layout: 'stack', formLabel: (row) => `${row.proje_adi} düzenleniyor`, toast: () => null },
  nameOf: (row) => row.proje_adi,
  remove: { confirmLabel: 'Sil' },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteConfirm },
};

export default {
  screens: [{ path: 'solar-projects', title: 'Solar Projeler', description: 'Toplantı kararlarından gelen güneş projesi kayıtları.', list: solarProjectList }],
  home: { key: 'solar-projects', label: 'Solar Projeler', icon: SunIcon, order: 4, list: solarProjectList },
  nav: { 'solar-projects': { group: 'Katalog', order: 4, description: 'Toplantı kararı kayıtları' } },
} satisfies AdminResource;
