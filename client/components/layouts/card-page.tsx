import type { ReactNode } from 'react';

interface CardPageProps {
  title: string;
  subtitle?: ReactNode;
  /** A badge-sized icon above the title. */
  icon?: ReactNode;
  /** Small text above the title (e.g. "Yönetici"). */
  eyebrow?: string;
  children: ReactNode;
  /** Below the card (links to other auth screens). */
  footer?: ReactNode;
  /** Content above the title, inside the card (the login / register switch). */
  top?: ReactNode;
}

/** A single centred card on a soft background: sign-in, sign-up and the other account screens. */
export function CardPage({ title, subtitle, icon, eyebrow, children, footer, top }: CardPageProps) {
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-amber-50 to-transparent dark:from-slate-900"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-[-8rem] size-80 rounded-full bg-amber-300/25 blur-3xl dark:bg-amber-500/10"
      />
      <div className="relative mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {top && <div className="mb-6">{top}</div>}
          {icon && (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
              {icon}
            </span>
          )}
          {eyebrow && (
            <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">{eyebrow}</p>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">{title}</h1>
          {subtitle && <div className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
      </div>
    </div>
  );
}
