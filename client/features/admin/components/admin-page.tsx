import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The back office's one layout (spec 3 §2.2): the title, what the screen is for, a way back to /admin. */
export function AdminPage({ title, description, actions, children, back = true }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; back?: boolean }) {
  useDocumentTitle(`${title} · Admin Panel`);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {back && (
        <Link to={paths.admin()} className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline dark:text-amber-300">
          <span aria-hidden="true">←</span> Admin Panele Dön
        </Link>
      )}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Destructive actions read red in both themes. */
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50 dark:border-red-500/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-500/10';
