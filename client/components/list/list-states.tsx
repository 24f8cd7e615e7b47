import { buttonClass } from '../ui/button-styles';
import { AlertCircleIcon, DatabaseIcon } from '../ui/icons';
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

/** The list could not load: the message and "Yeniden Dene" (or another action). */
export function ListError({ message, actionLabel = 'Yeniden Dene', onAction }: { message: string; actionLabel?: string; onAction: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-500/30 dark:bg-red-500/10">
      <AlertCircleIcon className="size-8 text-red-600 dark:text-red-400" />
      <p className="mt-3 max-w-md font-medium text-red-900 dark:text-red-100">{message}</p>
      <button type="button" onClick={onAction} className={buttonClass('secondary', 'md', 'mt-5')}>
        {actionLabel}
      </button>
    </div>
  );
}

/** No rows match. */
export function ListEmpty({ message, onReset }: { message: string; onReset?: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <DatabaseIcon className="size-8 text-slate-400" />
      <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">{message}</p>
      {onReset && (
        <button type="button" onClick={onReset} className={buttonClass('ghost', 'sm', 'mt-3')}>
          Aramayı ve filtreleri temizle
        </button>
      )}
    </div>
  );
}
