import type { ReactNode } from 'react';

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A static content page: heading band plus a readable column. */
export function ContentPage({ eyebrow, title, lead, children }: ContentPageProps) {
  return (
    <article>
      <header className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-amber-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 right-[-6rem] size-72 rounded-full bg-amber-300/30 blur-3xl dark:bg-amber-500/10"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          {lead && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{lead}</div>}
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </article>
  );
}

/** A titled section inside a content page. */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="mt-12 first:mt-0 scroll-mt-24">
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** A bordered card in a list of a content page (`className` adds layout, e.g. "flex gap-4"). */
export function ContentCard({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={className ? `${className} ${CARD}` : CARD}>{children}</li>;
}
