import { useState } from 'react';
import { REFERENCE_LISTS, REFERENCE_MESSAGES as M, type ReferenceListKey, type ReferenceRow } from '../../../../shared/schemas/admin/reference';
import { useReference } from '../../../api/reference';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, SelectField, TextField } from '../../../components/ui/form-field';
import { useReferenceWrite } from '../../../features/admin/api/reference-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceList } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

/** A row renamed in place (a district keeps its city); the server's refusal stays beside it. */
function renameEditor(list: ReferenceListKey) {
  return function RenameRow({ row, onDone }: { row: ReferenceRow; onDone: () => void }) {
    const write = useReferenceWrite(list);
    const [name, setName] = useState(row.name);
    return (
      <form
        noValidate
        className="flex w-full flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim() || write.isPending) return;
          write.mutate(
            { type: 'rename', id: row.id, body: { name: name.trim(), city_id: list === 'districts' ? (row.city_id ?? '') : undefined } },
            {
              onSuccess: () => {
                showToast('Kaydedildi');
                onDone();
              },
            },
          );
        }}
      >
        <label className="sr-only" htmlFor={`rename-${row.id}`}>
          {row.name}: yeni ad
        </label>
        <input id={`rename-${row.id}`} className={`${inputClass} min-w-0 flex-1`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={!name.trim() || write.isPending}>
          Kaydet
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          Vazgeç
        </button>
        {write.error && <Alert className="w-full">{errorMessage(write.error)}</Alert>}
      </form>
    );
  };
}

function listOf(list: ReferenceListKey): ListResource<ReferenceRow> {
  const meta = REFERENCE_LISTS.find((l) => l.key === list)!;
  return {
    path: `/reference/${list}`,
    title: meta.title,
    singular: 'Kayıt',
    search: { label: `${meta.title} içinde ara`, placeholder: 'Ara' },
    filters:
      list === 'districts'
        ? [
            {
              name: 'city_id',
              label: 'Şehre göre',
              placeholder: 'Tüm şehirler',
              width: 'w-full sm:w-64',
              useOptions: function useCities() {
                const cities = useReference();
                return { options: (cities.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name })) };
              },
            },
          ]
        : undefined,
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
    inlineEdit: { label: 'Yeniden Adlandır', editor: renameEditor(list) },
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
      useRemove: function useRemove() {
        const write = useReferenceWrite(list);
        return { mutateAsync: (id: string) => write.mutateAsync({ type: 'delete', id }) };
      },
    },
    messages: { loadFailed: M.loadFailed, empty: 'Henüz kayıt yok.', deleteFailed: '', deleteWarning: '' },
  };
}

const LISTS = Object.fromEntries(REFERENCE_LISTS.map((l) => [l.key, listOf(l.key)])) as Record<ReferenceListKey, ListResource<ReferenceRow>>;

/**
 * The seven reference lists (spec 3 §2.5): add, rename in place, delete; add and save wait for a
 * non-blank name. A district names its city; the list of districts can be narrowed to one city.
 */
export default function AdminReferenceListPage({ list }: { list: ReferenceListKey }) {
  const meta = REFERENCE_LISTS.find((l) => l.key === list)!;
  const isDistricts = list === 'districts';
  const cities = useReference();
  const cityOptions = (cities.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }));
  const write = useReferenceWrite(list);
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () =>
    write.mutate(
      { type: 'add', body: { name: name.trim(), city_id: isDistricts ? city : undefined } },
      {
        onSuccess: () => {
          showToast(`${name.trim()} eklendi`);
          setName('');
          setError(null);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );

  return (
    <AdminPage title={meta.title} description="Projelerde ve firmalarda kullanılan değerler. Kullanımdaki bir değer silinemez.">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() && (!isDistricts || city) && !write.isPending) add();
        }}
        className="grid grid-cols-1 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto] dark:border-slate-800 dark:bg-slate-900"
        aria-label={`${meta.title}: yeni kayıt`}
      >
        <div className={`grid grid-cols-1 gap-3 ${isDistricts ? 'sm:grid-cols-2' : ''}`}>
          {isDistricts && <SelectField label="Şehir" markRequired placeholder="Şehir seçin" options={cityOptions} value={city} onValueChange={setCity} disabled={!cities.data} />}
          <TextField label="Yeni kayıt adı" value={name} onValueChange={setName} maxLength={200} />
        </div>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={!name.trim() || (isDistricts && !city) || write.isPending}>
          Ekle
        </button>
      </form>
      {error && (
        <Alert className="mt-4" action={<button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setError(null)}>Kapat</button>}>
          {error}
        </Alert>
      )}
      <div className="mt-6">
        <ResourceList key={list} resource={LISTS[list]} />
      </div>
    </AdminPage>
  );
}
