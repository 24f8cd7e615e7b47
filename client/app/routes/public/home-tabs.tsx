import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { BuildingIcon, ChartIcon, DatabaseIcon, SunIcon } from '../../../components/ui/icons';

export const HOME_TABS = [
  { key: 'projects', label: 'Projeler', icon: DatabaseIcon },
  { key: 'companies', label: 'Firmalar', icon: BuildingIcon },
  { key: 'installed-power', label: 'Kurulu Güç', icon: ChartIcon },
  { key: 'production', label: 'Üretim', icon: SunIcon },
] as const;

export type HomeTabKey = (typeof HOME_TABS)[number]['key'];

export function homeTab(value: string | null): HomeTabKey {
  return HOME_TABS.find((tab) => tab.key === value)?.key ?? 'projects';
}

export const homeTabId = (key: HomeTabKey) => `home-tab-${key}`;
export const homePanelId = (key: HomeTabKey) => `home-panel-${key}`;

/** The home page's four tabs (spec 2 §2.2) as an ARIA tablist; arrows, Home and End move. */
export function HomeTabBar({ active, onChange }: { active: HomeTabKey; onChange: (key: HomeTabKey) => void }) {
  const refs = useRef(new Map<HomeTabKey, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = HOME_TABS.findIndex((tab) => tab.key === active);
    const last = HOME_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = HOME_TABS[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Veri bölümleri"
      onKeyDown={onKeyDown}
      className="grid grid-cols-4 gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      {HOME_TABS.map((tab) => {
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
            id={homeTabId(tab.key)}
            aria-selected={selected}
            aria-controls={homePanelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            className={`flex min-h-12 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs font-semibold transition-colors sm:flex-row sm:gap-2 sm:text-sm ${
              selected
                ? 'bg-amber-500 text-slate-950 shadow-sm'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
            }`}
          >
            <Icon className="size-5 shrink-0" />
            <span className="text-center leading-tight">{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A tab panel; kept mounted once visited so a list keeps its page, filters and search. */
export function HomeTabPanel({ tab, active, children }: { tab: HomeTabKey; active: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={homePanelId(tab)} aria-labelledby={homeTabId(tab)} hidden={!active} tabIndex={0} className="mt-5 focus:outline-none">
      {children}
    </div>
  );
}
