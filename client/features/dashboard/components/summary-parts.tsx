import { useEffect, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { accessRefusal, type AccessNeed } from '../../../lib/viewer';

/** One headline figure. */
export function StatCard({
  label,
  value,
  unit,
  note,
  icon,
  className = '',
}: {
  label: string;
  value: string;
  unit?: string;
  note?: string;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-3.5 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 sm:inline-flex dark:bg-amber-400/10 dark:text-amber-400">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="mt-0.5 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl dark:text-white">
          {value}
          {unit && <span className="ml-1 text-base font-semibold text-slate-500 dark:text-slate-400">{unit}</span>}
        </p>
        {note && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{note}</p>}
      </div>
    </div>
  );
}

/** A titled card around one chart. */
export function ChartPanel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}>
      <h3 className="mb-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** Placeholders of the figure cards and charts while a summary loads. */
export function SummarySkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" aria-label="Yükleniyor" className="grid gap-5">
      <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards === 3 ? 'sm:grid-cols-3' : ''}`}>
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-3 h-7 w-2/3" />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-4 h-52 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Calls `onRefused` once when the server turned the viewer away (401 / 403 PREMIUM_REQUIRED). */
export function useRefusal(error: unknown, onRefused: (refusal: AccessNeed) => void): AccessNeed | null {
  const refusal = accessRefusal(error);
  useEffect(() => {
    if (refusal) onRefused(refusal);
  }, [refusal, onRefused]);
  return refusal;
}
