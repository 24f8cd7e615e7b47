import { useState } from 'react';
import { REFERENCE_LISTS, REFERENCE_MESSAGES as M, type ReferenceListKey, type ReferenceRow } from '../../../../shared/schemas/admin/reference';
import { useReference } from '../../../api/reference';
import { Pager } from '../../../components/list/pager';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { inputClass, SelectField, TextField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminList } from '../../../features/admin/api/admin-resource-api';
import { useReferenceWrite } from '../../../features/admin/api/reference-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * The seven reference lists (spec 3 §2.5): add, rename in place, delete; add and save wait for a
 * non-blank name. A district names its city; the list of districts can be narrowed to one city.
 */
export default function AdminReferenceListPage({ list }: { list: ReferenceListKey }) {
  const meta = REFERENCE_LISTS.find((l) => l.key === list)!;
  const isDistricts = list === 'districts';
  const cities = useReference();
  const cityOptions = (cities.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }));
  const [text, setText] = useState('');
  const [cityFilter, setCityFilter] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), 300);
  const rows = useAdminList<ReferenceRow>(`/reference/${list}`, { search, city_id: cityFilter || undefined, page });
  const write = useReferenceWrite(list);
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string; city_id: string } | null>(null);
  const [deleting, setDeleting] = useState<ReferenceRow | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (e: unknown) => setError(errorMessage(e));
  const add = () =>
    write.mutate(
      { type: 'add', body: { name: name.trim(), city_id: isDistricts ? city : undefined } },
      {
        onSuccess: () => {
          showToast(`${name.trim()} eklendi`);
          setName('');
          setError(null);
        },
        onError: fail,
      },
    );

  const data = rows.data;
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
      <div className="mt-6 flex flex-wrap items-start gap-3">
        <SearchField
          label={`${meta.title} içinde ara`}
          placeholder="Ara"
          text={text}
          hint={null}
          help="Adın bir kısmını yazın."
          onChange={(next) => {
            setText(next);
            setPage(1);
          }}
        />
        {isDistricts && (
          <div className="w-full sm:w-64">
            <SelectField
              label="Şehre göre"
              hideLabel
              placeholder="Tüm şehirler"
              options={cityOptions}
              value={cityFilter}
              onValueChange={(value) => {
                setCityFilter(value);
                setPage(1);
              }}
            />
          </div>
        )}
      </div>
      {data && (
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Toplam {formatInteger(data.total)} kayıt
        </p>
      )}
      {rows.isError && !data ? (
        <DataError message={M.loadFailed} onRetry={() => void rows.refetch()} />
      ) : !data ? (
        <div role="status" aria-label="Yükleniyor" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <DataEmpty message={search || cityFilter ? 'Aramanıza uygun kayıt bulunamadı.' : 'Henüz kayıt yok.'} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" aria-busy={rows.isFetching || undefined}>
          {data.items.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {editing?.id === row.id ? (
                <form
                  noValidate
                  className="flex w-full flex-wrap items-center gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (!editing.name.trim() || write.isPending) return;
                    write.mutate(
                      { type: 'rename', id: row.id, body: { name: editing.name.trim(), city_id: isDistricts ? editing.city_id : undefined } },
                      {
                        onSuccess: () => {
                          showToast('Kaydedildi');
                          setEditing(null);
                          setError(null);
                        },
                        onError: fail,
                      },
                    );
                  }}
                >
                  <label className="sr-only" htmlFor={`rename-${row.id}`}>
                    {row.name}: yeni ad
                  </label>
                  <input id={`rename-${row.id}`} className={`${inputClass} min-w-0 flex-1`} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} maxLength={200} autoFocus />
                  <button type="submit" className={buttonClass('primary', 'sm')} disabled={!editing.name.trim() || write.isPending}>
                    Kaydet
                  </button>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(null)}>
                    Vazgeç
                  </button>
                </form>
              ) : (
                <>
                  <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                    {row.name}
                    {row.city && <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">{row.city}</span>}
                  </span>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing({ id: row.id, name: row.name, city_id: row.city_id ?? '' })}>
                    Yeniden Adlandır<span className="sr-only">: {row.name}</span>
                  </button>
                  <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(row)}>
                    Sil<span className="sr-only">: {row.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <div className="mt-5">
          <Pager page={page} totalPages={Math.max(1, Math.ceil(data.total / data.page_size))} onPageChange={setPage} label={`${meta.title} sayfaları`} disabled={rows.isFetching} />
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Kayıt silinsin mi?"
          confirmLabel="Sil"
          pending={write.isPending}
          error={write.error ? errorMessage(write.error) : null}
          onConfirm={() =>
            write.mutate(
              { type: 'delete', id: deleting.id },
              {
                onSuccess: () => {
                  showToast(`${deleting.name} silindi`);
                  setDeleting(null);
                },
              },
            )
          }
          onClose={() => {
            write.reset();
            setDeleting(null);
          }}
        >
          <p>
            <span className="font-semibold text-slate-900 dark:text-white">{deleting.name}</span> silinecek. Kullanımdaki bir değer silinmez; kullanan kayıtlar listelenir.
          </p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
