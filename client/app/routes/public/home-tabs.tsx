import type { ReactNode } from 'react';
import { BuildingIcon, ChartIcon, DatabaseIcon, SunIcon } from '../../../components/ui/icons';
import { TabBar, TabPanel } from '../../../components/ui/tab-bar';

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

const ID_PREFIX = 'home';

/** The home page's four tabs (docs/product-rules.md#catalogue) as an ARIA tablist; arrows, Home and End move. */
export function HomeTabBar({ active, onChange }: { active: HomeTabKey; onChange: (key: HomeTabKey) => void }) {
  return <TabBar idPrefix={ID_PREFIX} label="Veri bölümleri" tabs={HOME_TABS} active={active} onChange={onChange} />;
}

/** A tab panel; kept mounted once visited so a list keeps its page, filters and search. */
export function HomeTabPanel({ tab, active, children }: { tab: HomeTabKey; active: boolean; children: ReactNode }) {
  return (
    <TabPanel idPrefix={ID_PREFIX} tab={tab} active={active}>
      {children}
    </TabPanel>
  );
}
