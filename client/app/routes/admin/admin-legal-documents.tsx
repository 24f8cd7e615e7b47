import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { LEGAL_DOCUMENT_MESSAGES, legalDocumentFieldsSchema, type LegalDocumentKind, type LegalDocumentRow } from '../../../../shared/schemas/admin/legal-documents';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { useLegalDocumentAction, useLegalDocuments, type LegalDocumentInput } from '../../../features/admin/api/legal-documents-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { DataTable } from '../../../features/admin/components/data-table';
import { FileField } from '../../../features/admin/components/file-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ActiveToggle } from '../../../features/admin/components/active-toggle';

// /admin/contracts and /admin/cookie-policies (spec 3 §2.8, §2.9): one screen for both; a cookie
// policy is a contract without the required flag.

const SCREENS = {
  contracts: { title: 'Sözleşmeler', description: 'Altbilgide ve üye kayıt formunda gösterilen sözleşmeler. Zorunlu olanlar kayıtta onaylatılır; yeni bir zorunlu sürüm üyelere bir sonraki girişlerinde sorulur.', addLabel: 'Sözleşme Ekle' },
  'cookie-policies': { title: 'Çerez Politikaları', description: 'Çerez bandında ve altbilgide en yeni aktif politika gösterilir.', addLabel: 'Politika Ekle' },
} as const;

const empty = (): LegalDocumentInput => ({ title: '', must: false, file: null });

/** Title, PDF and (contracts) the required flag; a new PDF is optional when editing. */
function DocumentForm({ kind, initial, editing, pending, onSubmit, onCancel, submitLabel }: {
  kind: LegalDocumentKind;
  initial: LegalDocumentInput;
  editing: boolean;
  pending: boolean;
  onSubmit: (input: LegalDocumentInput) => void;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<{ title?: string; file?: string | null }>({});
  const submit = () => {
    const parsed = legalDocumentFieldsSchema.safeParse({ title: value.title, must: value.must });
    const next = { title: parsed.success ? undefined : parsed.error.issues[0]!.message, file: !editing && !value.file ? M.fileRequired : errors.file };
    setErrors(next);
    if (next.title || next.file) return;
    onSubmit({ ...value, title: value.title.trim() });
  };
  return (
    <form
      noValidate
      aria-label={editing ? `${initial.title} düzenleniyor` : SCREENS[kind].addLabel}
      className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] md:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) submit();
      }}
    >
      <TextField label="Başlık" value={value.title} onValueChange={(title) => setValue({ ...value, title })} error={errors.title} maxLength={200} markRequired />
      <FileField
        label={editing ? 'Yeni PDF (isteğe bağlı)' : 'PDF dosyası'}
        kind="pdf"
        file={value.file}
        onFile={(file) => setValue({ ...value, file })}
        error={errors.file}
        onError={(file) => setErrors({ ...errors, file })}
        hint={editing ? 'Boş bırakılırsa mevcut dosya kalır. PDF, en fazla 10 MB' : undefined}
      />
      <div className="flex flex-wrap items-center gap-3 md:pt-7">
        {kind === 'contracts' && (
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className="size-5 accent-amber-500" checked={value.must} onChange={(e) => setValue({ ...value, must: e.target.checked })} />
            Zorunlu
          </label>
        )}
        <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
          {pending ? 'Kaydediliyor...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            Vazgeç
          </button>
        )}
      </div>
    </form>
  );
}

export default function AdminLegalDocumentsPage({ kind }: { kind: LegalDocumentKind }) {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const screen = SCREENS[kind];
  const list = useLegalDocuments(kind);
  const action = useLegalDocumentAction(kind);
  const [formKey, setFormKey] = useState(0);
  const [createError, setCreateError] = useState<string | null>(null);
  const [editing, setEditing] = useState<LegalDocumentRow | null>(null);
  const [deleting, setDeleting] = useState<LegalDocumentRow | null>(null);

  const columns = useMemo(() => {
    const column = createColumnHelper<LegalDocumentRow>();
    const toggle = (row: LegalDocumentRow) =>
      action.mutate({ type: 'toggle', id: row.id }, { onSuccess: () => showToast(`${row.title}: ${row.active ? 'Pasif' : 'Aktif'}`), onError: (e) => showToast(errorMessage(e) || M.toggleFailed, 'error') });
    return [
      column.accessor('title', { header: 'Başlık', cell: (info) => <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span> }),
      column.accessor('active', {
        header: 'Durum',
        // Clicking the status badge toggles it (spec 3 §2.8).
        cell: (info) => <ActiveToggle active={info.getValue()} name={info.row.original.title} onToggle={() => toggle(info.row.original)} />,
      }),
      ...(kind === 'contracts'
        ? [column.accessor('must', { header: 'Tür', cell: (info) => (info.getValue() ? <span className="font-semibold text-amber-800 dark:text-amber-300">Zorunlu</span> : 'Opsiyonel') })]
        : []),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (info) => {
          const row = info.row.original;
          return (
            <div className="flex flex-wrap justify-end gap-2">
              <a href={row.file_url} download className={buttonClass('ghost', 'sm')}>
                İndir<span className="sr-only">: {row.title}</span>
              </a>
              <a href={row.file_url} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm')}>
                Görüntüle<span className="sr-only">: {row.title} (yeni sekmede açılır)</span>
              </a>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(row)}>
                Düzenle<span className="sr-only">: {row.title}</span>
              </button>
              <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(row)}>
                Sil<span className="sr-only">: {row.title}</span>
              </button>
            </div>
          );
        },
      }),
    ] as ColumnDef<LegalDocumentRow, unknown>[];
  }, [action, kind, M]);

  return (
    <AdminPage title={screen.title} description={screen.description}>
      <section aria-label={screen.addLabel} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{screen.addLabel}</h2>
        <DocumentForm
          key={formKey}
          kind={kind}
          initial={empty()}
          editing={false}
          pending={action.isPending && action.variables?.type === 'create'}
          submitLabel="Ekle"
          onSubmit={(input) =>
            action.mutate(
              { type: 'create', input },
              {
                onSuccess: (res) => {
                  showToast(res.message);
                  setCreateError(null);
                  setFormKey((k) => k + 1);
                },
                onError: (e) => setCreateError(errorMessage(e) || M.createFailed),
              },
            )
          }
        />
        {createError && <Alert className="mt-3">{createError}</Alert>}
      </section>

      {editing && (
        <section aria-label={`${editing.title} düzenleniyor`} className="mt-6 rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/40 dark:bg-amber-500/5">
          <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">Düzenle: {editing.title}</h2>
          <DocumentForm
            key={editing.id}
            kind={kind}
            initial={{ title: editing.title, must: editing.must, file: null }}
            editing
            pending={action.isPending && action.variables?.type === 'update'}
            submitLabel="Kaydet"
            onCancel={() => {
              action.reset();
              setEditing(null);
            }}
            onSubmit={(input) =>
              action.mutate(
                { type: 'update', id: editing.id, input },
                {
                  onSuccess: (res) => {
                    showToast(res.message);
                    setEditing(null);
                  },
                },
              )
            }
          />
          {action.error && action.variables?.type === 'update' && <Alert className="mt-3">{errorMessage(action.error) || M.updateFailed}</Alert>}
        </section>
      )}

      <div className="mt-6">
        <DataTable
          caption={screen.title}
          columns={columns}
          rows={list.data?.items}
          getRowId={(row) => row.id}
          loading={list.isPending}
          error={list.isError ? M.loadFailed : null}
          onRetry={() => void list.refetch()}
          empty={M.empty}
        />
      </div>

      {deleting && (
        <ConfirmDialog
          title={`${M.noun} silinsin mi?`}
          confirmLabel="Sil"
          pending={action.isPending}
          error={action.error && action.variables?.type === 'delete' ? errorMessage(action.error) || M.deleteFailed : null}
          onConfirm={() =>
            action.mutate(
              { type: 'delete', id: deleting.id },
              {
                onSuccess: (res) => {
                  showToast(res.message);
                  setDeleting(null);
                },
              },
            )
          }
          onClose={() => {
            action.reset();
            setDeleting(null);
          }}
        >
          <p className="font-semibold text-slate-900 dark:text-white">{deleting.title}</p>
          <p className="mt-2">Kayıt ve PDF dosyası kalıcı olarak silinecek; altbilgiden de kalkar.</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
