import type { ReactNode } from 'react';

/** The heading band of the news pages (blog list and premium feed). */
export function NewsPageHeader({
  eyebrow,
  title,
  lead,
  children,
  width = 'max-w-7xl',
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  /** The content column under it, so both start at the same edge. */
  width?: 'max-w-7xl' | 'max-w-4xl';
}) {
  return (
    <header className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-amber-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-[-6rem] size-72 rounded-full bg-amber-300/30 blur-3xl dark:bg-amber-500/10"
      />
      <div className={`relative mx-auto ${width} px-4 py-8 sm:px-6 sm:py-12 lg:px-8`}>
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">{eyebrow}</p>
        <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <div className="mt-3 max-w-2xl leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">{lead}</div>
        {children}
      </div>
    </header>
  );
}

/** "13 haber bulundu · Sayfa 1 / 1". */
export function resultText(total: number, page: number, pageSize: number, noun: string): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `${total.toLocaleString('tr-TR')} ${noun} bulundu · Sayfa ${page} / ${pages}`;
}

/** Reads ?page= as a whole number from 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
