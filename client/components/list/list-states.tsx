import { buttonClass } from '../ui/button-styles';
import { Skeleton } from '../ui/skeleton';

/** Placeholder rows while the first page loads. */
export function ListSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="hidden border-b border-slate-200 bg-slate-50 px-4 py-3.5 md:block dark:border-slate-800 dark:bg-slate-900/60">
        <Skeleton className="h-3 w-2/3" />
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="flex flex-col gap-2 px-4 py-4 md:flex-row md:items-center md:gap-6">
            <Skeleton className="h-4 w-3/5 md:w-1/4" />
            <Skeleton className="h-4 w-2/5 md:w-1/6" />
            <Skeleton className="hidden h-4 w-1/6 md:block" />
            <Skeleton className="hidden h-4 w-1/6 md:block" />
            <Skeleton className="hidden h-4 w-1/12 md:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The action of an empty list that was narrowed by a search or filters. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('ghost', 'sm')}>
      Aramayı ve filtreleri temizle
    </button>
  );
}
