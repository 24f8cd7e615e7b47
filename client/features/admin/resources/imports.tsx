import { IMPORT_ACTION_LABELS, IMPORT_KIND_LABELS, IMPORT_KINDS, IMPORT_ROW_ACTIONS, IMPORT_STATUS_LABELS, IMPORT_STATUSES, type ImportSummary } from '../../../../shared/schemas/imports';
import { adminPaths } from '../../../config/paths';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { ACTION_TONES } from '../components/import-parts';
import { fileSize } from '../components/import-file-drop';
import { Named, small, When } from './cells';
import type { ListResource } from './resource';

// The import history (decision 039): who imported which file, from which source, when, what it did,
// and whether it was saved or reverted. Reverting is the screen's own row action (a confirmation
// that says what will be undone).

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
