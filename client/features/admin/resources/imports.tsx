import {
  IMPORT_ACTION_LABELS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_ROW_ACTIONS,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportSummary,
} from '../../../../shared/schemas/imports';
import { adminPaths } from '../../../config/paths';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { Named, small, When } from '../components/cells';
import { fileSize } from '../components/import-file-drop';
import { ACTION_TONES } from '../components/import-parts';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Imports (decision 039): the wizard at /admin/imports/new (a page of its own), and the history: who
// imported which file, from which source, when, what it did, whether it was saved or reverted. A saved
// import is reverted behind a confirmation that says what will be undone.

const STATUS_TONES: Record<ImportSummary['status'], string> = {
  previewing: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  previewed: 'bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200',
  committing: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  committed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  reverted: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
};

/** "proje.csv (26.11.2026 14:05)": rows of the same file read apart (the row actions are named by it). */
export const importName = (row: ImportSummary) => `${row.file_name} (${formatDateTime(row.created_at)})`;

/** What a revert undoes, in the words of the confirmation. */
function RevertBody({ row }: { row: ImportSummary }) {
  const { create, update } = row.counts;
  return (
    <>
      <p className="font-semibold break-words text-slate-900 dark:text-white">
        {row.file_name} · {IMPORT_KIND_LABELS[row.kind]}
        {row.source ? ` · ${row.source.name}` : ''}
      </p>
      <p className="mt-2">Bu içe aktarmanın yaptığı her değişiklik geri alınacak:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {create > 0 && <li>{formatInteger(create)} eklenen kayıt silinecek.</li>}
        {update > 0 && <li>{formatInteger(update)} güncellenen kayıt önceki değerlerine dönecek.</li>}
      </ul>
      <p className="mt-2">Değişmeyen ve hatalı satırlar etkilenmez. Kayıtlar bu içe aktarmadan sonra değiştiyse geri alma reddedilir.</p>
    </>
  );
}

export const importList: ListResource<ImportSummary> = {
  path: '/imports',
  title: 'Aktarım geçmişi',
  singular: 'İçe aktarma',
  newLabel: 'Yeni İçe Aktarma',
  newPath: adminPaths.newImport(),
  totalNoun: 'içe aktarma',
  clearable: true,
  filters: [
    {
      name: 'kind',
      label: 'Veri türü',
      placeholder: 'Tüm veri türleri',
      width: 'w-full sm:w-60',
      useOptions: () => ({ options: IMPORT_KINDS.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] })) }),
    },
    {
      name: 'status',
      label: 'Durum',
      placeholder: 'Tüm durumlar',
      width: 'w-full sm:w-48',
      useOptions: () => ({ options: IMPORT_STATUSES.map((s) => ({ value: s, label: IMPORT_STATUS_LABELS[s] })) }),
    },
  ],
  nameOf: importName,
  remove: false,
  actions: (row) =>
    row.status !== 'committed'
      ? []
      : [
          {
            label: 'Geri Al',
            tone: 'danger',
            call: { url: `/imports/${encodeURIComponent(row.id)}/revert` },
            confirm: { title: 'İçe aktarma geri alınsın mı?', label: 'Geri Al', body: <RevertBody row={row} />, failed: 'İçe aktarma geri alınırken bir hata oluştu', done: () => IMPORT_MESSAGES.reverted },
          },
        ],
  columns: (column) => [
    column.accessor('created_at', {
      header: 'Tarih',
      cell: (info) => <When at={info.getValue()} subClass="whitespace-nowrap">{info.row.original.created_by ?? '–'}</When>,
    }),
    column.accessor('file_name', {
      header: 'Dosya',
      cell: (info) => (
        <Named name={info.getValue()}>
          {IMPORT_KIND_LABELS[info.row.original.kind]} · {fileSize(info.row.original.file_size)}
        </Named>
      ),
    }),
    column.accessor((row) => row.source?.name ?? null, { id: 'source', header: 'Kaynak', cell: (info) => info.getValue() ?? '–' }),
    column.accessor('counts', {
      header: 'Satırlar',
      cell: (info) => (
        <span className="flex flex-wrap gap-1">
          {IMPORT_ROW_ACTIONS.filter((action) => info.getValue()[action] > 0).map((action) => (
            <span key={action} className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_TONES[action]}`}>
              {formatInteger(info.getValue()[action])} {IMPORT_ACTION_LABELS[action].toLocaleLowerCase('tr-TR')}
            </span>
          ))}
        </span>
      ),
    }),
    column.accessor('status', {
      header: 'Durum',
      cell: (info) => {
        const row = info.row.original;
        return (
          <span className="block">
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[row.status]}`}>{IMPORT_STATUS_LABELS[row.status]}</span>
            {row.committed_at && <span className={small()}>Kaydeden: {row.committed_by ?? '–'}, {formatDateTime(row.committed_at)}</span>}
            {row.reverted_at && <span className={small()}>Geri alan: {row.reverted_by ?? '–'}, {formatDateTime(row.reverted_at)}</span>}
            {row.error && <span className="block text-xs text-red-700 dark:text-red-300">{row.error}</span>}
          </span>
        );
      },
    }),
  ],
  messages: { loadFailed: 'Aktarım geçmişi yüklenirken bir hata oluştu', empty: 'Henüz içe aktarma yapılmadı.', noMatch: 'Bu süzgece uyan içe aktarma yok.' },
};

export default {
  screens: [
    { path: 'imports', title: 'Aktarım Geçmişi', description: 'Her içe aktarma: kim, ne zaman, hangi dosya ve kaynak, ne yaptı. Kaydedilmiş bir içe aktarma geri alınabilir.', list: importList },
    {
      path: 'imports/new',
      title: 'İçe Aktar',
      description: 'Bir CSV veya XLSX dosyasındaki kayıtları önizleyip kaydedin. Her içe aktarma geri alınabilir.',
      links: [{ label: 'Aktarım Geçmişi', to: adminPaths.imports() }],
      part: () => import('../components/import-wizard').then((module) => ({ default: module.ImportWizard })),
    },
  ],
  nav: {
    imports: { group: 'Veri Aktarımı', order: 2, description: 'Kim, ne zaman, hangi dosya; bir aktarımı geri alın' },
    'imports/new': { group: 'Veri Aktarımı', order: 1, description: 'CSV veya XLSX dosyasından proje, firma, trafo merkezi ve istatistik yükleyin' },
  },
} satisfies AdminResource;
