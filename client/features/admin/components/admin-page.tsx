import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { Link, useSearchParams } from 'react-router';
import { TabBar, TabPanel, type TabDef } from '../../../components/ui/tab-bar';
import { buttonClass } from '../../../components/ui/button-styles';
import { labelClass, selectClass } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The back office's one layout (docs/product-rules.md#admin): the title, what the screen is for, a
 * way back to /admin, and its actions: `links` to its new-record pages (the first one primary), then `actions`.
 */
export function AdminPage({ title, description, links, actions, children, back = true }: { title: string; description?: ReactNode; links?: readonly { label: string; to: string }[]; actions?: ReactNode; children: ReactNode; back?: boolean }) {
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
        {(links || actions) && (
          <div className="flex flex-wrap gap-2">
            {links?.map((link, i) => (
              <Link key={link.to} to={link.to} className={buttonClass(i === 0 ? 'primary' : 'secondary', 'md')}>
                {link.label}
              </Link>
            ))}
            {actions}
          </div>
        )}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Destructive actions read red in both themes. */
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50 dark:border-red-500/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-500/10';

/** A figure on a card, in a `<dl>` of them; `tone` colours a state (active, soon, expired), `note` adds a line. */
export function StatCard({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: string }) {
  return (
    <div className={`rounded-2xl border p-4 ${tone ?? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}>
      <dt className={`text-sm ${tone ? 'font-medium' : 'text-slate-600 dark:text-slate-400'}`}>{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone ? '' : 'text-slate-900 dark:text-white'}`}>{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}

/** Placeholder blocks (`block` each) while a screen or a form loads. */
export function Loading({ count, className, block }: { count: number; className: string; block: string }) {
  return (
    <div role="status" aria-label="Yükleniyor" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/**
 * A screen's tabs, the chosen one in ?tab= (the first by default; replaced, so Back leaves the screen): the bar, then
 * each tab's panel, drawn only while chosen (`wrap` classes a box around the panels).
 */
export function AdminTabs<K extends string>({ idPrefix, label, tabs, wrap }: { idPrefix: string; label: string; tabs: readonly (TabDef<K> & { panel: () => ReactNode })[]; wrap?: string }) {
  const [params, setParams] = useSearchParams();
  const active = tabs.find((t) => t.key === params.get('tab'))?.key ?? tabs[0]!.key;
  const panels = tabs.map(({ key, panel }) => (
    <TabPanel key={key} idPrefix={idPrefix} tab={key} active={active === key}>
      {active === key && panel()}
    </TabPanel>
  ));
  return (
    <>
      <TabBar idPrefix={idPrefix} label={label} tabs={tabs} active={active} onChange={(tab) => setParams({ tab }, { replace: true })} />
      {wrap ? <div className={wrap}>{panels}</div> : panels}
    </>
  );
}

/**
 * Tabs too many for a tab bar (the data-quality gaps, decision 067): a labelled select over the chosen
 * panel, the choice in ?tab= as the tabs keep it, each option with its count.
 */
export function AdminTabSelect<K extends string>({ idPrefix, label, tabs }: { idPrefix: string; label: string; tabs: readonly (TabDef<K> & { panel: () => ReactNode })[] }) {
  const [params, setParams] = useSearchParams();
  const active = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0]!;
  const id = `${idPrefix}-choice`;
  return (
    <>
      <div className="max-w-md">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <select id={id} className={`${selectClass} mt-1.5`} value={active.key} onChange={(event) => setParams({ tab: event.target.value }, { replace: true })}>
          {tabs.map((tab) => (
            <option key={tab.key} value={tab.key}>
              {tab.badge === undefined ? tab.label : `${tab.label} (${tab.badge})`}
            </option>
          ))}
        </select>
      </div>
      <section aria-labelledby={`${id}-title`} className="mt-5">
        <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
          {active.label}
        </h2>
        <div key={active.key}>{active.panel()}</div>
      </section>
    </>
  );
}
