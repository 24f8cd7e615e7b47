import { useState } from 'react';
import { SOLAR_PROJECT_FIELDS, SOLAR_PROJECT_MESSAGES as M, solarProjectFormSchema, type SolarProjectRow } from '../../../../shared/schemas/admin/solar-projects';
import { ClearFiltersButton } from '../../../components/list/list-states';
import { Pager } from '../../../components/list/pager';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatInteger } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminList, useDeleteAdminRecord, useSaveAdminRecord } from '../api/admin-resource-api';
import { ConfirmDialog } from './confirm-dialog';

const PATH = '/solar-projects';
const EMPTY = Object.fromEntries(SOLAR_PROJECT_FIELDS.map((f) => [f.key, ''])) as Record<string, string>;

/**
 * The Solar Projeler tab and /admin/solar-projects (spec 3 §2.3): search over name, owner,
 * province and district, the meeting decision type filter (values from the data), the total,
 * and rows edited in place. Cards on a phone, a table from 1024 px.
 */
export function SolarProjectsPanel() {
  const [text, setText] = useState('');
  const [decision, setDecision] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), 300);
  const list = useAdminList<SolarProjectRow, { decision_types: string[] }>(PATH, { search, decision_type: decision, page });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SolarProjectRow | null>(null);
  const remove = useDeleteAdminRecord(PATH);
  const data = list.data;
  const filtered = Boolean(search || decision);

  return (
    <div>
      <div className="flex flex-wrap items-start gap-3">
        <SearchField
          label="Proje adı, sahibi, il veya ilçe ile ara"
          placeholder="Proje adı, sahibi, il veya ilçe"
          text={text}
          hint={null}
          help="Adın, sahibin, ilin ya da ilçenin bir kısmını yazın."
          onChange={(next) => {
            setText(next);
            setPage(1);
          }}
        />
        <div className="w-full sm:w-64">
          <SelectField
            label="Toplantı karar tipi"
            hideLabel
            placeholder="Tüm karar tipleri"
            options={(data?.decision_types ?? []).map((value) => ({ value, label: value }))}
            value={decision}
            onValueChange={(value) => {
              setDecision(value);
              setPage(1);
            }}
          />
        </div>
        {filtered && (
          <ClearFiltersButton
            onClick={() => {
              setText('');
              setDecision('');
              setPage(1);
            }}
          />
        )}
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Yeni Kayıt
        </button>
      </div>
      {data && (
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Toplam {data.capped ? `${formatInteger(data.total)}+` : formatInteger(data.total)} kayıt
        </p>
      )}
      {editing === 'new' && <SolarProjectEditor onDone={() => setEditing(null)} />}
      {list.isError && !data ? (
        <DataError message={M.loadFailed} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <div role="status" aria-label="Yükleniyor" className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <DataEmpty message={filtered ? 'Aramanıza uygun kayıt bulunamadı.' : M.empty} />
      ) : (
        <ul className="space-y-3" aria-busy={list.isFetching || undefined}>
          {data.items.map((row) =>
            editing === row.id ? (
              <li key={row.id}>
                <SolarProjectEditor row={row} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 dark:text-white">{row.proje_adi}</p>
                    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                      {[row.proje_sahibi, [row.il, row.ilce].filter(Boolean).join(' / ')].filter(Boolean).join(' · ') || '–'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(row.id)}>
                      Düzenle<span className="sr-only">: {row.proje_adi}</span>
                    </button>
                    <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(row)}>
                      Sil<span className="sr-only">: {row.proje_adi}</span>
                    </button>
                  </div>
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
              </li>
            ),
          )}
        </ul>
      )}
      {data && (
        <div className="mt-5">
          <Pager page={page} totalPages={Math.max(1, Math.ceil(data.total / data.page_size))} onPageChange={setPage} label="Solar proje sayfaları" disabled={list.isFetching} />
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Solar proje kaydı silinsin mi?"
          confirmLabel="Sil"
          pending={remove.isPending}
          error={remove.error ? M.deleteFailed : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          <p className="font-semibold text-slate-900 dark:text-white">{deleting.proje_adi}</p>
          <p className="mt-2">{M.deleteConfirm}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A record's fields in place (or a new one's), saved with the shared schema's rules. */
function SolarProjectEditor({ row, onDone }: { row?: SolarProjectRow; onDone: () => void }) {
  const initial = row ? Object.fromEntries(SOLAR_PROJECT_FIELDS.map((f) => [f.key, row[f.key] ?? ''])) : EMPTY;
  const form = useZodForm(solarProjectFormSchema, initial);
  const save = useSaveAdminRecord(PATH, row?.id);
  const submit = form.handleSubmit((data) => save.mutate(data, { onSuccess: onDone }), { skip: save.isPending });
  const failed = row ? M.updateFailed : M.createFailed;
  return (
    <form onSubmit={submit} noValidate className="mb-3 rounded-xl border-2 border-amber-400 bg-white p-4 dark:bg-slate-900" aria-label={row ? `${row.proje_adi} düzenleniyor` : 'Yeni solar proje kaydı'}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SOLAR_PROJECT_FIELDS.map((field) => (
          <TextField key={field.key} label={field.label} markRequired={field.key === 'proje_adi'} type={field.key === 'tarih' ? 'date' : 'text'} {...form.field(field.key)} />
        ))}
      </div>
      {save.error && <Alert className="mt-4">{save.error instanceof ApiRequestError && save.error.status === 400 ? errorMessage(save.error) : failed}</Alert>}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
          Vazgeç
        </button>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          Kaydet
        </button>
      </div>
    </form>
  );
}
