import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '../../../config/paths';
import { cleanupAfterTest, fakeFetch, HOME_ROUTE, renderWithApp } from '../../../test/render';
import AdminRoutes, { ADMIN_ROUTES } from '../ui/admin-routes';
import { HOME_TABS, NAV, RESOURCES, SCREENS } from './registry';

// The back office is generated from its resources (docs/decisions/062-back-office-registry.md): every file
// in resources/ is found, each of its screens is a route at its own URL, every card of the navigation and
// every admin URL the app links to leads to one of them, and the home shows every card and every tab.

afterEach(cleanupAfterTest);

const ID = '6f1c1b1e-0000-4000-8000-000000000001';
/** The route a URL opens under /admin, or undefined where only the catch-all would take it. */
const routeOf = (url: string) => {
  const matches = matchRoutes([{ path: '/admin', children: ADMIN_ROUTES }], url.split('?')[0]!) ?? [];
  const leaf: RouteObject | undefined = matches.at(-1)?.route;
  return leaf && leaf.path !== '*' ? (leaf.index ? '' : leaf.path) : undefined;
};

describe('the back-office registry', () => {
  it('finds every resource file, and each one adds a screen or a tab', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(Object.keys(import.meta.glob(['../resources/*.tsx', '!../resources/*.test.tsx'])).map((f) => f.replace(/^.*\/|\.tsx$/g, '')).sort());
    for (const [name, resource] of Object.entries(RESOURCES)) expect([name, (resource.screens?.length ?? 0) + (resource.home ? 1 : 0)]).not.toEqual([name, 0]);
  });

  it('routes each screen at its own URL, once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routeOf(`/admin/${path.replace(':id', ID)}`)).toBe(path);
    expect(routeOf('/admin')).toBe('');
    expect(routeOf('/admin/no-such-screen')).toBeUndefined();
  });

  it('leads every card of the navigation and every admin URL the app links to to a screen, and puts every page in the navigation or on the home', () => {
    const cards = NAV.flatMap((group) => group.entries);
    for (const card of cards) expect([card.title, routeOf(card.to)]).toEqual([card.title, expect.any(String)]);
    for (const [name, path] of Object.entries(adminPaths)) expect([name, routeOf((path as (id: string) => string)(ID))]).toEqual([name, expect.any(String)]);
    // A form is reached from its list or its card, a page of one record or pair (the side-by-side compare) from
    // its list's rows; every other page has a card of its own.
    const carded = new Set(cards.map((card) => routeOf(card.to)));
    for (const screen of SCREENS) if (!('form' in screen) && !screen.path.includes(':')) expect([screen.path, carded.has(screen.path)]).toEqual([screen.path, true]);
    expect(HOME_TABS.map((tab) => tab.key)).toEqual(['projects', 'companies', 'suggestions', 'solar-projects']);
  });

  it('draws every card in its group and every tab on the admin home, and sends an unknown admin URL home', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({})));
    renderWithApp(<p />, { path: '/admin', routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim alanları' });
    for (const { group, entries } of NAV) {
      const links = within(within(nav).getByRole('heading', { name: group }).closest('section')!).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries.map((entry) => [entry.title, entry.to]));
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(HOME_TABS.map((tab) => tab.label));
    cleanupAfterTest();

    const { router } = renderWithApp(<p />, { path: '/admin/no-such-screen', routes: [{ path: '/admin/*', element: <AdminRoutes /> }, HOME_ROUTE] });
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
