import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { thClass } from '../../../components/list/sort-header';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';

interface DataTableProps<T> {
  /** Read to screen readers as the table's name. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: string;
  emptyAction?: ReactNode;
}

/**
 * A back-office table on TanStack Table (headless): the resource's column definitions rendered in
 * one style, with loading, error and empty states. Wide tables scroll inside their frame on a
 * phone (the frame is focusable so the keyboard can scroll it too); the page never widens.
 */
export function DataTable<T>({ caption, columns, rows, getRowId, loading, error, onRetry, empty, emptyAction }: DataTableProps<T>) {
  // The app does not run the React Compiler; TanStack Table's unmemoisable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId });
  if (error && !rows) return <DataError message={error} onRetry={onRetry} />;
  if (loading && !rows) {
    return (
      <div role="status" aria-label="Yükleniyor" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (rows && rows.length === 0) return <DataEmpty message={empty} action={emptyAction} />;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`${thClass} whitespace-nowrap`}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 text-slate-800 dark:text-slate-200">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
