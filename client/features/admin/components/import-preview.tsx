import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { IMPORT_ACTION_LABELS, IMPORT_MESSAGES, IMPORT_ROW_ACTIONS, type ImportCounts, type ImportPreviewRow, type ImportRowAction } from '../../../../shared/schemas/imports';
import { Pager } from '../../../components/list/pager';
import { formatInteger } from '../../../lib/format';
import { useImportRows } from '../api/imports-api';
import { Named } from './cells';
import { ACTION_TONES, ActionBadge, importValue } from './import-parts';
import { DataTable } from './data-table';

// The preview of an import (decisions 039, 053): how many rows it would create, update, leave unchanged or
// refuse, as chips that filter the rows; each row with its number, what it would do, and why —
// an update's changes field by field, an error's column and Turkish message. Pages of the rows
// come from GET /api/admin/imports/{id}/rows.

export const ROWS_LOAD_FAILED = 'Satırlar yüklenirken bir hata oluştu';

const MATCHED_BY = { key: 'kaynak kimliğiyle eşleşti', name: 'adıyla eşleşti' } as const;

/** What the row does, in words a reader can check against the file. */
export function RowDetail({ row }: { row: ImportPreviewRow }) {
  if (row.action === 'error') {
    return (
      <ul className="space-y-1">
        {row.errors.map((error, i) => (
          <li key={i} className="text-red-800 dark:text-red-200">
            <span className="font-semibold">“{error.column}” sütunu:</span> {error.message}
          </li>
        ))}
      </ul>
    );
  }
  if (row.action === 'duplicate' && row.duplicate_of !== null) return <span className="text-slate-600 dark:text-slate-400">{IMPORT_MESSAGES.repeatedRow(row.duplicate_of)}.</span>;
  if (row.action === 'unchanged') return <span className="text-slate-600 dark:text-slate-400">Kayıtla aynı; bir şey yazılmaz.</span>;
  const changes = (
    <ul className="space-y-1">
      {row.diff.map((d) => (
        <li key={d.field} className="break-words">
          <span className="font-semibold text-slate-900 dark:text-white">{d.label}:</span>{' '}
          {row.action === 'update' && (
            <>
              <span className="sr-only">önce </span>
              <del className="text-slate-500 dark:text-slate-400">{importValue(d.before)}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">, sonra </span>
            </>
          )}
          <ins className="font-medium text-slate-900 no-underline dark:text-white">{importValue(d.after)}</ins>
        </li>
      ))}
    </ul>
  );
  if (row.action === 'update') return changes;
  return (
    <>
      {/* A new row that looks like a stored record: told here, saved all the same (decision 065). */}
      {row.warnings.length > 0 && (
        <ul className="mb-2 space-y-1">
          {row.warnings.map((warning) => (
            <li key={warning} className="font-semibold text-amber-900 dark:text-amber-200">
              <span aria-hidden="true">⚠ </span>
              {warning}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer font-medium text-amber-800 dark:text-amber-300">{row.diff.length} değer yazılacak</summary>
        <div className="mt-2">{changes}</div>
      </details>
    </>
  );
}

const columns: ColumnDef<ImportPreviewRow, unknown>[] = [
  { id: 'row', header: 'Satır', cell: ({ row }) => <span className="font-semibold tabular-nums">{formatInteger(row.original.row)}</span> },
  { id: 'action', header: 'İşlem', cell: ({ row }) => <ActionBadge action={row.original.action} /> },
  {
    id: 'label',
    header: 'Kayıt',
    cell: ({ row }) => <Named name={row.original.label || '–'}>{row.original.matched_by && MATCHED_BY[row.original.matched_by]}</Named>,
  },
  { id: 'detail', header: 'Ayrıntı', cell: ({ row }) => <RowDetail row={row.original} /> },
];

/** The counts as chips; the pressed one filters the rows ("Tümü" shows every row). */
export function CountChips({ counts, active, onChange }: { counts: ImportCounts; active: ImportRowAction | undefined; onChange: (action: ImportRowAction | undefined) => void }) {
  const total = IMPORT_ROW_ACTIONS.reduce((sum, action) => sum + counts[action], 0);
  const chip = 'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold transition-colors';
  const pressed = 'border-amber-500 ring-2 ring-amber-500/40';
  return (
    <div role="group" aria-label="Satırları süz" className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={active === undefined} onClick={() => onChange(undefined)} className={`${chip} border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${active === undefined ? pressed : ''}`}>
        Tümü <span className="tabular-nums">{formatInteger(total)}</span>
      </button>
      {/* Repeats are rare: their chip shows only when the file has some. */}
      {IMPORT_ROW_ACTIONS.filter((action) => action !== 'duplicate' || counts.duplicate > 0).map((action) => (
        <button
          key={action}
          type="button"
          aria-pressed={active === action}
          onClick={() => onChange(active === action ? undefined : action)}
          className={`${chip} border-transparent ${ACTION_TONES[action]} ${active === action ? pressed : ''}`}
        >
          {IMPORT_ACTION_LABELS[action]} <span className="tabular-nums">{formatInteger(counts[action])}</span>
        </button>
      ))}
    </div>
  );
}

export function ImportPreviewRows({ importId, counts }: { importId: string; counts: ImportCounts }) {
  const [action, setAction] = useState<ImportRowAction | undefined>(undefined);
  const [page, setPage] = useState(1);
  const rows = useImportRows(importId, action, page);
  const data = rows.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="space-y-4">
      <CountChips
        counts={counts}
        active={action}
        onChange={(next) => {
          setAction(next);
          setPage(1);
        }}
      />
      <DataTable
        caption={action ? `Önizleme: ${IMPORT_ACTION_LABELS[action]} satırları` : 'Önizleme satırları'}
        columns={columns}
        rows={data?.items}
        getRowId={(row) => String(row.row)}
        loading={rows.isFetching}
        error={rows.isError ? ROWS_LOAD_FAILED : null}
        onRetry={() => void rows.refetch()}
        empty={action ? `${IMPORT_ACTION_LABELS[action]} satırı yok.` : 'Dosyada satır yok.'}
      />
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPageChange={setPage} label="Önizleme sayfaları" disabled={rows.isFetching} />}
    </div>
  );
}
