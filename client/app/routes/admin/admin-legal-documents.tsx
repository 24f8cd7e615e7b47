import { LEGAL_DOCUMENT_MESSAGES, type LegalDocumentKind, type LegalDocumentRow } from '../../../../shared/schemas/admin/legal-documents';
import { ToggleCell } from '../../../features/admin/components/active-toggle';
import { confirmBody, ListPage } from '../../../features/admin/components/resource-list';
import { LEGAL_PAGES, legalDocumentForm } from '../../../features/admin/resources/legal-documents';
import type { ListResource } from '../../../features/admin/resources/resource';
import { formatDate } from '../../../lib/format';

// /admin/contracts and /admin/cookie-policies (docs/product-rules.md#legal-documents): one screen for both; a cookie
// policy is a contract without the required flag.

const SCREENS = {
  contracts: { title: 'Sözleşmeler', description: 'Altbilgide ve üye kayıt formunda gösterilen sözleşmeler. Zorunlu olanlar kayıtta onaylatılır; yeni bir zorunlu sürüm üyelere bir sonraki girişlerinde sorulur.', addLabel: 'Sözleşme Ekle' },
  'cookie-policies': { title: 'Çerez Politikaları', description: 'Çerez bandında ve altbilgide en yeni aktif politika gösterilir.', addLabel: 'Politika Ekle' },
} as const;

function listOf(kind: LegalDocumentKind): ListResource<LegalDocumentRow> {
  const M = LEGAL_DOCUMENT_MESSAGES[kind];
  const path = `/${kind}`;
  return {
    path,
    title: SCREENS[kind].title,
    singular: M.noun,
    paged: false,
    // Added above the list, edited in place.
    create: { form: legalDocumentForm(kind, false), label: SCREENS[kind].addLabel, heading: SCREENS[kind].addLabel },
    inlineEdit: { label: 'Düzenle', form: { form: legalDocumentForm(kind, true), formLabel: (row) => `${row.title} düzenleniyor`, heading: (row) => `Düzenle: ${row.title}` } },
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

const LISTS = { contracts: listOf('contracts'), 'cookie-policies': listOf('cookie-policies') } as const;

export default function AdminLegalDocumentsPage({ kind }: { kind: LegalDocumentKind }) {
  return <ListPage key={kind} title={SCREENS[kind].title} description={SCREENS[kind].description} resource={LISTS[kind]} />;
}
