import { useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon?: ComponentType<{ className?: string }>;
  /** A red count beside the label (e.g. pending items); hidden at 0. */
  badge?: number;
  /** How the count reads to a screen reader ("bekleyen"). */
  badgeLabel?: string;
}

interface TabBarProps<K extends string> {
  /** Prefix of the tab and panel ids ("dashboard" -> "dashboard-tab-x", "dashboard-panel-x"). */
  idPrefix: string;
  label: string;
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const tabPanelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/**
 * An ARIA tablist: arrow keys, Home and End move between tabs (and select them). Every tab stays
 * in view: on phones the icon sits over a short label, from 640 px beside it.
 */
export function TabBar<K extends string>({ idPrefix, label, tabs, active, onChange }: TabBarProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      {tabs.map((tab) => {
        const selected = tab.key === active;
        const Icon = tab.icon;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            className={`flex min-h-12 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs font-semibold transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:text-sm ${
              selected
                ? 'bg-amber-500 text-slate-950 shadow-sm'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
            }`}
          >
            {Icon && <Icon className="size-5 shrink-0" />}
            <span className="text-center leading-tight">{tab.label}</span>
            {tab.badge ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white">
                {tab.badge}
                {tab.badgeLabel && <span className="sr-only"> {tab.badgeLabel}</span>}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel; `active` false hides it (kept mounted so a list keeps its page and filters). */
export function TabPanel({ idPrefix, tab, active, children }: { idPrefix: string; tab: string; active: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      hidden={!active}
      tabIndex={0}
      className="mt-5 focus:outline-none"
    >
      {children}
    </div>
  );
}
