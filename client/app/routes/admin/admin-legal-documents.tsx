import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { LEGAL_DOCUMENT_MESSAGES, legalDocumentFieldsSchema, type LegalDocumentKind, type LegalDocumentRow } from '../../../../shared/schemas/admin/legal-documents';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { useLegalDocumentAction, useLegalDocuments, type LegalDocumentInput } from '../../../features/admin/api/legal-documents-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { FileField } from '../../../features/admin/components/file-field';
import { CheckField } from '../../../features/admin/components/form-parts';
import { confirmBody, ResourceList } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
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

// The list is a definition; the add / edit form is not on ResourceForm (decision 033): it goes as
// multipart with its PDF, and a new PDF is optional on an edit.

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
        {kind === 'contracts' && <CheckField label="Zorunlu" checked={value.must} onChange={(must) => setValue({ ...value, must })} />}
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

/** The add form above the list; it starts empty again after each document. */
function AddSection({ kind }: { kind: LegalDocumentKind }) {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const action = useLegalDocumentAction(kind);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-label={SCREENS[kind].addLabel} className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{SCREENS[kind].addLabel}</h2>
      <DocumentForm
        key={formKey}
        kind={kind}
        initial={empty()}
        editing={false}
        pending={action.isPending}
        submitLabel="Ekle"
        onSubmit={(input) =>
          action.mutate(
            { type: 'create', input },
            {
              onSuccess: (res) => {
                showToast(res.message);
                setError(null);
                setFormKey((k) => k + 1);
              },
              onError: (e) => setError(errorMessage(e) || M.createFailed),
            },
          )
        }
      />
      {error && <Alert className="mt-3">{error}</Alert>}
    </section>
  );
}

function listOf(kind: LegalDocumentKind): ListResource<LegalDocumentRow> {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const column = createColumnHelper<LegalDocumentRow>();

  function ActiveCell({ row }: { row: LegalDocumentRow }) {
    const action = useLegalDocumentAction(kind);
    // Clicking the status badge toggles it (spec 3 §2.8).
    const toggle = () => action.mutate({ type: 'toggle', id: row.id }, { onSuccess: () => showToast(`${row.title}: ${row.active ? 'Pasif' : 'Aktif'}`), onError: (e) => showToast(errorMessage(e) || M.toggleFailed, 'error') });
    return <ActiveToggle active={row.active} name={row.title} onToggle={toggle} />;
  }

  function EditSection({ row, onDone }: { row: LegalDocumentRow; onDone: () => void }) {
    const action = useLegalDocumentAction(kind);
    return (
      <section aria-label={`${row.title} düzenleniyor`} className="mb-6 rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/40 dark:bg-amber-500/5">
        <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">Düzenle: {row.title}</h2>
        <DocumentForm
          kind={kind}
          initial={{ title: row.title, must: row.must, file: null }}
          editing
          pending={action.isPending}
          submitLabel="Kaydet"
          onCancel={() => {
            action.reset();
            onDone();
          }}
          onSubmit={(input) =>
            action.mutate(
              { type: 'update', id: row.id, input },
              {
                onSuccess: (res) => {
                  showToast(res.message);
                  onDone();
                },
              },
            )
          }
        />
        {action.error && <Alert className="mt-3">{errorMessage(action.error) || M.updateFailed}</Alert>}
      </section>
    );
  }

  return {
    path: `/${kind}`,
    title: SCREENS[kind].title,
    singular: M.noun,
    paged: false,
    useRows: function useRows() {
      return useLegalDocuments(kind);
    },
    inlineEdit: { label: 'Düzenle', editor: EditSection },
    nameOf: (row) => row.title,
    actions: (row) => [
      { label: 'İndir', href: row.file_url, download: true, tone: 'ghost' },
      { label: 'Görüntüle', href: row.file_url, newTab: true, tone: 'ghost' },
    ],
    columns: [
      column.accessor('title', { header: 'Başlık', cell: (info) => <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span> }),
      column.accessor('active', { header: 'Durum', cell: (info) => <ActiveCell row={info.row.original} /> }),
      ...(kind === 'contracts'
        ? [column.accessor('must', { header: 'Tür', cell: (info) => (info.getValue() ? <span className="font-semibold text-amber-800 dark:text-amber-300">Zorunlu</span> : 'Opsiyonel') })]
        : []),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
    ] as ListResource<LegalDocumentRow>['columns'],
    remove: {
      confirmLabel: 'Sil',
      body: (row) => confirmBody(row.title, 'Kayıt ve PDF dosyası kalıcı olarak silinecek; altbilgiden de kalkar.'),
      useRemove: function useRemove() {
        const action = useLegalDocumentAction(kind);
        return { mutateAsync: (id: string) => action.mutateAsync({ type: 'delete', id }) };
      },
    },
    messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: '' },
  };
}

const LISTS = { contracts: listOf('contracts'), 'cookie-policies': listOf('cookie-policies') } as const;

export default function AdminLegalDocumentsPage({ kind }: { kind: LegalDocumentKind }) {
  const screen = SCREENS[kind];
  return (
    <AdminPage title={screen.title} description={screen.description}>
      <ResourceList key={kind} resource={LISTS[kind]} header={<AddSection kind={kind} />} />
    </AdminPage>
  );
}
