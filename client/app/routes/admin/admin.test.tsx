import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import AdminRoutes from '../../../features/admin/ui/admin-routes';
import { AdminGate } from './admin-gate';
import AdminLoginPage from './admin-login';

const user = (is_super_admin: boolean) =>
  testUser({ email: is_super_admin ? 'admin@gunesveri.test' : 'uye@gunesveri.test', is_super_admin });

afterEach(cleanupAfterTest);

const ADMIN_ROUTE = {
  path: '/admin/*',
  element: (
    <AdminGate>
      <AdminRoutes />
    </AdminGate>
  ),
};

const page = (items: object[]) => ({ items, total: items.length, capped: false, page: 1, page_size: 10 });

describe('/admin', () => {
  it('is shown to super admins only; others go home without any admin request', async () => {
    const admin = vi.fn(fakeFetch({
      'GET /api/auth/session': () => jsonResponse({ user: user(true) }),
      'GET /api/admin/projects?page=1': () =>
        jsonResponse(page([{ id: '6f1c1b1e-0000-4000-8000-000000000001', project_name: 'Karapınar GES', is_verified: true, status: 'Devreye Alınan', city: 'Konya', created_at: '2026-11-01T10:00:00Z' }])),
    }));
    vi.stubGlobal('fetch', admin);
    renderWithApp(<p>Ana sayfa içeriği</p>, { path: '/admin', routes: [ADMIN_ROUTE] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    // Cards to the areas, and the Projeler tab's table with its row actions.
    expect(within(screen.getByRole('navigation', { name: 'Yönetim alanları' })).getByRole('link', { name: 'Kullanıcılar' })).toHaveAttribute('href', '/admin/users');
    expect(within(screen.getByRole('navigation', { name: 'Yönetim alanları' })).getByRole('link', { name: 'Şehirler' })).toHaveAttribute('href', '/admin/cities');
    expect(await screen.findByText('Karapınar GES')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Düzenle: Karapınar GES' })).toHaveAttribute('href', '/admin/projects/6f1c1b1e-0000-4000-8000-000000000001');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Yeni Proje' })).toHaveAttribute('href', '/admin/projects/new');
    cleanup();

    for (const viewer of [user(false), null]) {
      const calls = vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: viewer }) }));
      vi.stubGlobal('fetch', calls);
      const { router } = renderWithApp(<p>Ana sayfa içeriği</p>, { path: '/admin', routes: [ADMIN_ROUTE] });
      expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(calls.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/admin'))).toEqual([]);
      cleanup();
    }
  });
});

describe('/admin/login', () => {
  it('refuses a non-admin with the server message and lets an admin into /admin', async () => {
    let admin = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: null }),
          'POST /api/auth/admin-login': () =>
            admin
              ? jsonResponse({ user: user(true) })
              : jsonResponse({ statusCode: 403, code: 'ADMIN_FORBIDDEN', message: 'Bu sayfaya erişim yetkiniz yok' }, 403),
        }),
      ),
    );
    const { router } = renderWithApp(<AdminLoginPage />, {
      path: '/admin/login',
      routes: [{ path: '/admin', element: <p>Yönetim</p> }],
    });
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'uye@gunesveri.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'GunesVeri-Uye-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu sayfaya erişim yetkiniz yok');

    admin = true;
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Yönetim')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
