import type { ComponentType } from 'react';
import type { TabDef } from '../../../components/ui/tab-bar';
import type { FormResource } from './form';
import type { AnyList } from './list';

// One back-office entity as one file, `resources/<entity>.tsx`, whose default export is an
// `AdminResource`: its screens (a path under /admin and what it shows), their cards in the back
// office's navigation and its tab on the admin home. registry.ts collects every such file; the
// router's admin routes, the navigation and the home's tabs are generated from them (ui/), so a new
// screen is a new file or a new entry in one (docs/ARCHITECTURE.md, "Where a new admin screen goes").

/** The navigation's groups, in the order the area cards show them. */
export const NAV_GROUPS = ['Katalog', 'Üyeler', 'Referans listeleri', 'Yayın', 'Veri Aktarımı', 'Veri Kalitesi'] as const;

/** A screen's card in the navigation: its group, its place there, what it says; its title is the screen's unless given. */
export interface NavCard {
  group: (typeof NAV_GROUPS)[number];
  order: number;
  description: string;
  title?: string;
}

/**
 * What a screen or a tab shows below its title: a list, lists under their titles, or lists in tabs (the
 * chosen one in ?tab=; `useBadges` counts beside their labels).
 */
export type Body = { list: AnyList } | { sections: readonly AnyList[] } | { tabs: readonly Tab[]; tabsLabel: string; useBadges?: () => Partial<Record<string, number>>; badgeLabel?: string };

export type Tab = Omit<TabDef<string>, 'badge' | 'badgeLabel'> & Body;

/**
 * A screen at /admin/<path> (React Router's pattern, ':id' for a record): a form page (its titles from the
 * form), a page of its own loaded on demand (the platform dashboard), or a titled page around a body or a
 * part loaded on demand (the import wizard), with links beside the title (its new-record pages).
 */
export type Screen = { path: string } & (
  | { form: FormResource }
  | { page: () => Promise<{ default: ComponentType }> }
  | ({ title: string; description?: string; links?: readonly { label: string; to: string }[] } & (Body | { part: () => Promise<{ default: ComponentType }> }))
);

export interface AdminResource {
  screens?: readonly Screen[];
  /** The cards of its screens in the navigation, by the screen's path. */
  nav?: Readonly<Record<string, NavCard>>;
  /** A tab of the admin home (Projeler, Firmalar, Öneriler, Solar Projeler), placed by `order`. */
  home?: Tab & { order: number };
}

/** A record's form at <base>/new and <base>/:id. */
export const formScreens = (base: string, form: FormResource): Screen[] => [
  { path: `${base}/new`, form },
  { path: `${base}/:id`, form },
];
