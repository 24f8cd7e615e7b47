import { REFERENCE_LISTS, REFERENCE_MESSAGES as M, referenceFormSchema, type ReferenceListKey, type ReferenceRow } from '../../../../shared/schemas/admin/reference';
import { queryKeys } from '../../../api/query-keys';
import { adminSaver } from '../api/admin-resource-api';
import type { FormResource } from '../registry/form';
import { cityFilter, type ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// The seven reference lists (docs/product-rules.md#reference-lists), each a screen: add, rename in
// place, delete; add and save wait for a non-blank name. A district names its city; the list of
// districts can be narrowed to one city.

/** Add and rename: a trimmed, non-blank name; a district names its city (kept on a rename). */
export function referenceForm(list: ReferenceListKey, nameLabel: string): FormResource {
  const isDistricts = list === 'districts';
  return {
    path: `/reference/${list}`,
    singular: 'Kayıt',
    schema: referenceFormSchema,
    sections: [
      {
        fields: [
          ...(isDistricts ? [{ kind: 'select' as const, name: 'city_id', label: 'Şehir', required: true, options: 'cities' as const, placeholder: 'Şehir seçin', wide: true }] : []),
          { kind: 'text', name: 'name', label: nameLabel, maxLength: 200, wide: true },
        ],
      },
    ],
    // Add and save wait for a name (and a district for its city).
    canSubmit: (values) => String(values.name ?? '').trim() !== '' && (!isDistricts || Boolean(values.city_id)),
    // Every form that offers these values reads them again, districts included.
    useSave: adminSaver(`/reference/${list}`, { also: [queryKeys.reference] }),
    messages: { loadFailed: M.loadFailed, saveFailed: 'Kayıt kaydedilirken bir hata oluştu' },
  };
}

function listOf(list: ReferenceListKey, title: string): ListResource<ReferenceRow> {
  return {
    path: `/reference/${list}`,
    title,
    singular: 'Kayıt',
    create: {
      form: referenceForm(list, 'Yeni kayıt adı'),
      label: `${title}: yeni kayıt`,
      toast: (values) => `${String(values.name).trim()} eklendi`,
      // The next district is likely in the same city.
      keep: (values) => (list === 'districts' ? { city_id: String(values.city_id ?? '') } : {}),
    },
    search: { label: `${title} içinde ara`, placeholder: 'Ara' },
    filters: list === 'districts' ? [cityFilter('Şehre göre', 'w-full sm:w-64')] : undefined,
    cards: {
      item: (row, { actions }) => (
        <>
          <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
            {row.name}
            {row.city && <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">{row.city}</span>}
          </span>
          {actions}
        </>
      ),
    },
    // A district keeps its city; the server's refusal stays beside the name.
    inlineEdit: { label: 'Yeniden Adlandır', form: referenceForm(list, 'Yeni ad'), only: ['name'], formLabel: (row) => `${row.name}: yeni ad` },
    nameOf: (row) => row.name,
    remove: {
      title: 'Kayıt silinsin mi?',
      confirmLabel: 'Sil',
      body: (row) => (
        <p>
          <span className="font-semibold text-slate-900 dark:text-white">{row.name}</span> silinecek. Kullanımdaki bir değer silinmez; kullanan kayıtlar listelenir.
        </p>
      ),
      done: (row) => `${row.name} silindi`,
      also: [queryKeys.reference],
    },
    messages: { loadFailed: M.loadFailed, empty: 'Henüz kayıt yok.' },
  };
}

export default {
  screens: REFERENCE_LISTS.map(({ key, title, path }) => ({ path: path.replace('/admin/', ''), title, description: 'Projelerde ve firmalarda kullanılan değerler. Kullanımdaki bir değer silinemez.', list: listOf(key, title) })),
  nav: Object.fromEntries(REFERENCE_LISTS.map(({ path }, order) => [path.replace('/admin/', ''), { group: 'Referans listeleri', order, description: 'Ekle, yeniden adlandır, sil' }])),
} satisfies AdminResource;
