import { NAV_GROUPS, type AdminResource, type Screen } from './resource';

// Every file in resources/ is a resource: adding one adds its screens, their cards and its tab, with no
// list to edit. Loaded only with the back office (ui/admin-routes.tsx, a chunk requested behind AdminGate).

const modules = import.meta.glob<AdminResource>(['../resources/*.tsx', '!../resources/*.test.tsx'], { eager: true, import: 'default' });

/** Each resource by its file's name ("users", "reference"). */
export const RESOURCES: Readonly<Record<string, AdminResource>> = Object.fromEntries(
  Object.entries(modules).map(([file, resource]) => [file.replace(/^.*\/|\.tsx$/g, ''), resource]),
);

const all = Object.values(RESOURCES);

export const SCREENS = all.flatMap((resource) => resource.screens ?? []);

/** A card's title: its own, else its screen's (a form's title for a new record). */
const titleOf = (screen: Screen) => ('title' in screen ? screen.title : 'form' in screen ? (screen.form.titles?.create ?? screen.form.singular) : '');

const cards = all.flatMap((resource) =>
  Object.entries(resource.nav ?? {}).map(([path, card]) => {
    const screen = resource.screens?.find((s) => s.path === path);
    if (!screen) throw new Error(`A navigation card names no screen of its resource: ${path}`);
    return { ...card, title: card.title ?? titleOf(screen), to: `/admin/${path}` };
  }),
);

/** The navigation's cards, each leading to its screen, by group in NAV_GROUPS' order, each group by `order`. */
export const NAV = NAV_GROUPS.map((group) => ({ group, entries: cards.filter((card) => card.group === group).sort((a, b) => a.order - b.order) }));

/** The admin home's tabs, by `order`. */
export const HOME_TABS = all.flatMap((resource) => (resource.home ? [resource.home] : [])).sort((a, b) => a.order - b.order);
