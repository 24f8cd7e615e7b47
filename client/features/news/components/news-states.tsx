import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { NewsIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';

/** A load failure with its message and "Yeniden Dene". */
export function NewsError(props: { message: string; onRetry: () => void; retrying?: boolean }) {
  return <DataError {...props} />;
}

/** Nothing to list (or a search without results), with an optional action. */
export function NewsEmpty(props: { message: string; action?: ReactNode }) {
  return <DataEmpty icon={NewsIcon} {...props} />;
}

/** A missing article or feed item: a heading, a sentence and the way back. */
export function NewsNotFound({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
        <NewsIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={backTo} className={buttonClass('primary')}>
          {backLabel}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Ana Sayfaya Dön
        </Link>
      </div>
    </section>
  );
}

/** Placeholder cards while a blog page loads. */
export function NewsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <Skeleton className="aspect-[40/21] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of an article while it loads. */
export function ArticleSkeleton() {
  return (
    // Fills the screen like the page fallback: the footer starts below the fold and the article arriving does not push it down in view.
    <div role="status" aria-label="Yükleniyor" className="mx-auto min-h-dvh max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-8 h-6 w-24 rounded-full" />
      <Skeleton className="mt-4 h-9 w-full" />
      <Skeleton className="mt-3 h-9 w-3/4" />
      <Skeleton className="mt-5 h-4 w-56" />
      <Skeleton className="mt-8 aspect-[40/21] w-full rounded-2xl" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={`h-4 ${i % 3 === 2 ? 'w-2/3' : 'w-full'}`} />
        ))}
      </div>
    </div>
  );
}
