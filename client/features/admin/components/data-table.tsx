import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SortHeader, thClass } from '../../../components/list/sort-header';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Loading } from './admin-page';

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
  /** Server-side sorting: columns with `meta: { sortKey }` get a sortable header. */
  sort?: { column: string; dir: 'asc' | 'desc'; onSort: (column: string) => void };
}

/**
 * A back-office table on TanStack Table (headless): the resource's column definitions rendered in
 * one style, with loading, error and empty states. Under 768 px each row is a card; a wide table
 * scrolls inside its frame (focusable, so the keyboard can scroll it too); the page never widens.
 */
export function DataTable<T>({ caption, columns, rows, getRowId, loading, error, onRetry, empty, emptyAction, sort }: DataTableProps<T>) {
  const phone = useMediaQuery('(max-width: 767px)');
  // The app does not run the React Compiler; TanStack Table's unmemoisable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId });
  if (error && !rows) return <DataError message={error} onRetry={onRetry} />;
  if (loading && !rows) return <Loading count={5} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" block="h-8 w-full" />;
  if (rows && rows.length === 0) return <DataEmpty message={empty} action={emptyAction} />;
  if (phone) {
    // On a phone each row is a card: every value under its column's name, the actions last.
    return (
      <ul aria-label={caption} aria-busy={loading || undefined} className="space-y-3">
        {table.getRowModel().rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <dl className="space-y-2 text-sm">
              {row.getVisibleCells().map((cell) => {
                const header = cell.column.columnDef.header;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                if (typeof header !== 'string') return <div key={cell.id} className="pt-1">{content}</div>;
                return (
                  <div key={cell.id} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
                    <dt className="text-slate-500 dark:text-slate-400">{header}</dt>
                    <dd className="min-w-0 text-slate-800 dark:text-slate-200">{content}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="relative min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortKey = (header.column.columnDef.meta as { sortKey?: string } | undefined)?.sortKey;
                if (sort && sortKey) {
                  return (
                    <SortHeader key={header.id} column={sortKey} params={{ search: '', filters: {}, sort: sort.column, dir: sort.dir, page: 1 }} onSort={sort.onSort}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </SortHeader>
                  );
                }
                return (
                  <th key={header.id} scope="col" className={`${thClass} whitespace-nowrap`}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
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
