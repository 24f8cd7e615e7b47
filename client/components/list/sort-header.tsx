import type { ReactNode } from 'react';
import type { ListParams } from '../../lib/list-params';

function SortArrows({ state }: { state: 'asc' | 'desc' | 'none' }) {
  return (
    <svg viewBox="0 0 12 16" className="size-3.5 shrink-0" aria-hidden="true">
      <path d="M6 2 2.5 6h7Z" className={state === 'asc' ? 'fill-amber-600 dark:fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'} />
      <path d="M6 14 2.5 10h7Z" className={state === 'desc' ? 'fill-amber-600 dark:fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'} />
    </svg>
  );
}

export const thClass =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-4 last:pr-4 dark:text-slate-400';

interface SortHeaderProps {
  column: string;
  params: ListParams;
  onSort: (column: string) => void;
  children: ReactNode;
  className?: string;
  /** The viewer may not sort (the click asks for premium). */
  locked?: boolean;
}

/** A sortable column header with aria-sort; a click on the same column flips the direction. */
export function SortHeader({ column, params, onSort, children, className = '', locked = false }: SortHeaderProps) {
  const state = params.sort === column ? params.dir : 'none';
  return (
    <th scope="col" aria-sort={state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none'} className={`${thClass} ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        title={locked ? 'Sıralama premium üyelere özeldir' : undefined}
        className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 uppercase hover:bg-slate-200/70 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        {children}
        <SortArrows state={state} />
      </button>
    </th>
  );
}
