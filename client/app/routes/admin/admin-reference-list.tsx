import { REFERENCE_LISTS, REFERENCE_MESSAGES as M, type ReferenceListKey, type ReferenceRow } from '../../../../shared/schemas/admin/reference';
import { queryKeys } from '../../../api/query-keys';
import { ListPage } from '../../../features/admin/components/resource-list';
import { referenceForm } from '../../../features/admin/resources/reference';
import { cityFilter, type ListResource } from '../../../features/admin/resources/resource';

function listOf(list: ReferenceListKey): ListResource<ReferenceRow> {
  const meta = REFERENCE_LISTS.find((l) => l.key === list)!;
  return {
    path: `/reference/${list}`,
    title: meta.title,
    singular: 'Kayıt',
    create: {
      form: referenceForm(list, 'Yeni kayıt adı'),
      label: `${meta.title}: yeni kayıt`,
      toast: (values) => `${String(values.name).trim()} eklendi`,
      // The next district is likely in the same city.
      keep: (values) => (list === 'districts' ? { city_id: String(values.city_id ?? '') } : {}),
    },
    search: { label: `${meta.title} içinde ara`, placeholder: 'Ara' },
    filters: list === 'districts' ? [cityFilter('Şehre göre', 'w-full sm:w-64')] : undefined,
    layout: {
      kind: 'list',
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
    inlineEdit: { label: 'Yeniden Adlandır', form: { form: referenceForm(list, 'Yeni ad'), only: ['name'], formLabel: (row) => `${row.name}: yeni ad` } },
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
      // Every form that offers these values reads them again, districts included.
      also: [queryKeys.reference],
    },
    messages: { loadFailed: M.loadFailed, empty: 'Henüz kayıt yok.' },
  };
}

const LISTS = Object.fromEntries(REFERENCE_LISTS.map((l) => [l.key, listOf(l.key)])) as Record<ReferenceListKey, ListResource<ReferenceRow>>;

/**
 * The seven reference lists (docs/product-rules.md#reference-lists): add, rename in place, delete;
 * add and save wait for a non-blank name. A district names its city; the list of districts can be
 * narrowed to one city.
 */
export default function AdminReferenceListPage({ list }: { list: ReferenceListKey }) {
  const description = 'Projelerde ve firmalarda kullanılan değerler. Kullanımdaki bir değer silinemez.';
  return <ListPage key={list} title={REFERENCE_LISTS.find((l) => l.key === list)!.title} description={description} resource={LISTS[list]} />;
}
