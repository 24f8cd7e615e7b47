import { useState } from 'react';
import { SOLAR_PROJECT_MESSAGES as M, type SolarProjectRow } from '../../../../shared/schemas/admin/solar-projects';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatDate } from '../../../lib/format';
import { solarProjectForm } from '../resources/solar-projects';
import type { ListResource } from '../resources/resource';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';

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
  layout: {
    kind: 'list',
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
  inlineEdit: { label: 'Düzenle', editor: SolarProjectEditor },
  nameOf: (row) => row.proje_adi,
  remove: { confirmLabel: 'Sil' },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteConfirm },
};

/**
 * The Solar Projeler tab and /admin/solar-projects (docs/product-rules.md#admin): search over name, owner,
 * province and district, the meeting decision type filter (values from the data), the total,
 * and rows edited in place.
 */
export function SolarProjectsPanel() {
  const [adding, setAdding] = useState(false);
  return (
    <ResourceList
      resource={solarProjectList}
      toolbar={
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setAdding(true)} disabled={adding}>
          Yeni Kayıt
        </button>
      }
      above={adding && <SolarProjectEditor onDone={() => setAdding(false)} />}
    />
  );
}

/** A record's fields in place (or a new one's), saved with the shared schema's rules. */
function SolarProjectEditor({ row, onDone }: { row?: SolarProjectRow; onDone: () => void }) {
  return (
    <div className="mb-3 rounded-xl border-2 border-amber-400 bg-white p-4 dark:bg-slate-900">
      <ResourceForm resource={solarProjectForm} id={row?.id} row={row} layout="stack" label={row ? `${row.proje_adi} düzenleniyor` : 'Yeni solar proje kaydı'} onCancel={onDone} onSaved={() => onDone()} />
    </div>
  );
}
