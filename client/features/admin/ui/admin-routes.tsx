import { lazy, type ReactElement } from 'react';
import { Link, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AdminPage, AdminTabSelect, AdminTabs } from '../components/admin-page';
import { HOME_TABS, NAV, SCREENS } from '../registry/registry';
import type { Body, Screen } from '../registry/resource';
import { ResourceFormPage } from './form/resource-form';
import { ResourceList, ListPage } from './list/resource-list';

// The back office's routes, navigation and home, generated from the resources (registry/registry.ts).
// The router mounts this module once, under /admin behind AdminGate (client/app/router.tsx).

/** A screen's body: its list, its lists under their titles, or its lists in tabs (`id` prefixes the tabs' ids). */
function BodyView({ body, id }: { body: Body; id: string }) {
  if ('list' in body) return <ResourceList resource={body.list} />;
  if ('sections' in body) {
    return (
      <div className="space-y-8">
        {body.sections.map((list, i) => (
          <section key={list.title} aria-labelledby={`${id}-section-${i}`}>
            <h2 id={`${id}-section-${i}`} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              {list.title}
            </h2>
            <ResourceList resource={list} />
          </section>
        ))}
      </div>
    );
  }
  return <TabsView body={body} id={id} />;
}

function TabsView({ body, id }: { body: Extract<Body, { tabs: unknown }>; id: string }) {
  const badges = body.useBadges?.() ?? {};
  const tabs = body.tabs.map((tab) => ({ ...tab, badge: badges[tab.key], badgeLabel: body.badgeLabel, panel: () => <BodyView body={tab} id={`${id}-${tab.key}`} /> }));
  if (body.chooser === 'select') return <AdminTabSelect idPrefix={id} label={body.tabsLabel} tabs={tabs} />;
  return <AdminTabs idPrefix={id} label={body.tabsLabel} tabs={tabs} wrap="mt-5" />;
}

function screenElement(screen: Screen): ReactElement {
  // Keyed by path: two screens of the same kind (two forms, two lists) never share their state.
  if ('form' in screen) return <ResourceFormPage key={screen.path} resource={screen.form} />;
  if ('page' in screen) {
    const Page = lazy(screen.page);
    return <Page key={screen.path} />;
  }
  const { path, title, description, links } = screen;
  if ('list' in screen) return <ListPage key={path} resource={screen.list} title={title} description={description} links={links} />;
  const Part = 'part' in screen ? lazy(screen.part) : undefined;
  return (
    <AdminPage key={path} title={title} description={description} links={links}>
      {'part' in screen ? Part && <Part /> : <BodyView body={screen} id={path.split('/')[0]!} />}
    </AdminPage>
  );
}

/** /admin (docs/product-rules.md#admin): the navigation's cards to every area, and the home's tabs (?tab=). */
function AdminHome() {
  const tabs = HOME_TABS.map((tab) => ({ ...tab, panel: () => <BodyView body={tab} id={`admin-${tab.key}`} /> }));
  return (
    <AdminPage title="Admin Panel" description="Kataloğu, üyeleri ve başvuruları buradan yönetin." back={false}>
      <AdminNav />
      <div className="mt-8">
        <AdminTabs idPrefix="admin" label="Yönetim listeleri" tabs={tabs} wrap="mt-6" />
      </div>
    </AdminPage>
  );
}

/** The areas as compact link cards, grouped; the lists below stay in view on a laptop screen. */
function AdminNav() {
  return (
    <nav aria-label="Yönetim alanları" className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
      {NAV.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`area-${group}`}>
          <h2 id={`area-${group}`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {group}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {entries.map((entry) => (
              <li key={entry.title}>
                <Link
                  to={entry.to}
                  title={entry.description}
                  className="inline-flex rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-medium text-slate-900 transition-colors hover:border-amber-400 hover:bg-amber-50 dark:border-slate-700 dark:text-white dark:hover:border-amber-400/60 dark:hover:bg-slate-800"
                >
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** Every admin route: the home, each resource's screens, and anything else under /admin goes home, as any unknown page does. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  ...SCREENS.map((screen) => ({ path: screen.path, element: screenElement(screen) })),
  { path: '*', element: <Navigate to="/" replace /> },
];

export default function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}
