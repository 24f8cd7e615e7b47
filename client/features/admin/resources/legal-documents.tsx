import { LEGAL_DOCUMENT_MESSAGES, legalDocumentFieldsSchema, type LegalDocumentKind, type LegalDocumentRow } from '../../../../shared/schemas/admin/legal-documents';
import { queryKeys } from '../../../api/query-keys';
import { formatDate } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import { confirmBody, ToggleCell } from '../components/cells';
import type { FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import type { AdminResource, NavCard } from '../registry/resource';

// Contracts and cookie policies (docs/product-rules.md#legal-documents): one screen for both, a cookie
// policy being a contract without the required flag. Added above the list, edited in place, each a PDF.

/** The footer's and the registration form's lists follow every write at once. */
export const LEGAL_PAGES = [queryKeys.legal.all];

const SCREENS = {
  contracts: {
    title: 'Sözleşmeler',
    description: 'Altbilgide ve üye kayıt formunda gösterilen sözleşmeler. Zorunlu olanlar kayıtta onaylatılır; yeni bir zorunlu sürüm üyelere bir sonraki girişlerinde sorulur.',
    addLabel: 'Sözleşme Ekle',
    nav: { group: 'Yayın', order: 3, description: 'PDF yükle, zorunlu/aktif durumu' },
  },
  'cookie-policies': {
    title: 'Çerez Politikaları',
    description: 'Çerez bandında ve altbilgide en yeni aktif politika gösterilir.',
    addLabel: 'Politika Ekle',
    nav: { group: 'Yayın', order: 4, description: 'Çerez bandındaki politika' },
  },
} satisfies Record<LegalDocumentKind, { title: string; description: string; addLabel: string; nav: NavCard }>;

/** Title, PDF and (contracts) the required flag, sent as multipart; a new PDF is optional on an edit. */
export function legalDocumentForm(kind: LegalDocumentKind, editing: boolean): FormResource {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  return {
    path: `/${kind}`,
    singular: M.noun,
    schema: legalDocumentFieldsSchema,
    sections: [
      {
        fields: [
          { kind: 'text', name: 'title', label: 'Başlık', required: true, maxLength: 200, wide: true },
          { kind: 'file', name: 'file', accept: 'pdf', label: 'PDF dosyası', editLabel: 'Yeni PDF (isteğe bağlı)', missing: M.fileRequired, wide: true, hint: editing ? 'Boş bırakılırsa mevcut dosya kalır. PDF, en fazla 10 MB' : undefined },
          ...(kind === 'contracts' ? [{ kind: 'checkbox' as const, name: 'must', label: 'Zorunlu' }] : []),
        ],
      },
    ],
    useSave: adminSaver(`/${kind}`, { multipart: true, also: LEGAL_PAGES }),
    messages: { loadFailed: M.loadFailed, saveFailed: editing ? M.updateFailed : M.createFailed },
  };
}

function listOf(kind: LegalDocumentKind): ListResource<LegalDocumentRow> {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const path = `/${kind}`;
  return {
    path,
    title: SCREENS[kind].title,
    singular: M.noun,
    pager: false,
    create: { form: legalDocumentForm(kind, false), label: SCREENS[kind].addLabel, heading: SCREENS[kind].addLabel },
    inlineEdit: { label: 'Düzenle', form: legalDocumentForm(kind, true), formLabel: (row) => `${row.title} düzenleniyor`, heading: (row) => `Düzenle: ${row.title}` },
    nameOf: (row) => row.title,
    actions: (row) => [
      { label: 'İndir', href: row.file_url, download: true, tone: 'ghost' },
      { label: 'Görüntüle', href: row.file_url, newTab: true, tone: 'ghost' },
    ],
    columns: (column) => [
      column.accessor('title', { header: 'Başlık', cell: (info) => <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span> }),
      // Clicking the status badge toggles it (docs/product-rules.md#legal-documents).
      column.accessor('active', { header: 'Durum', cell: ({ row: { original: row } }) => <ToggleCell path={path} id={row.id} active={row.active} name={row.title} failed={M.toggleFailed} also={LEGAL_PAGES} done={`${row.title}: ${row.active ? 'Pasif' : 'Aktif'}`} /> }),
      ...(kind === 'contracts'
        ? [column.accessor('must', { header: 'Tür', cell: (info) => (info.getValue() ? <span className="font-semibold text-amber-800 dark:text-amber-300">Zorunlu</span> : 'Opsiyonel') })]
        : []),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
    ],
    remove: { confirmLabel: 'Sil', body: (row) => confirmBody(row.title, 'Kayıt ve PDF dosyası kalıcı olarak silinecek; altbilgiden de kalkar.'), also: LEGAL_PAGES },
    messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed },
  };
}

const KINDS = ['contracts', 'cookie-policies'] as const;

export default {
  screens: KINDS.map((kind) => ({ path: kind, title: SCREENS[kind].title, description: SCREENS[kind].description, list: listOf(kind) })),
  nav: Object.fromEntries(KINDS.map((kind) => [kind, SCREENS[kind].nav])),
} satisfies AdminResource;
