// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, HOME_ROUTE, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import AdminHomePage from './admin-home';
import AdminLoginPage from './admin-login';

const user = (is_super_admin: boolean) =>
  testUser({ email: is_super_admin ? 'admin@gunesveri.test' : 'uye@gunesveri.test', is_super_admin });

afterEach(cleanupAfterTest);

describe('/admin', () => {
  it('is shown to super admins only; others go home', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: user(true) }) })));
    renderWithApp(<AdminHomePage />, { path: '/admin', routes: [HOME_ROUTE] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    cleanup();

    for (const viewer of [user(false), null]) {
      vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: viewer }) })));
      const { router } = renderWithApp(<AdminHomePage />, { path: '/admin', routes: [HOME_ROUTE] });
      expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
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
