// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import ProfilePage from './profile';

const USER = testUser({ email: 'admin@gunesveri.test', is_premium: true, is_super_admin: true, token_balance: 1250 });

afterEach(cleanupAfterTest);

function fill(current: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText('Mevcut şifre'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Yeni şifre'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Yeni şifre (tekrar)'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
}

describe('/profile', () => {
  it('sends visitors to /login with a redirect back', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: null }) })));
    const { router } = renderWithApp(<ProfilePage />, {
      path: '/profile',
      routes: [{ path: '/login', element: <p>Giriş sayfası</p> }],
    });
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=/profile');
  });

  it('opens the tab from ?tab=, shows the Yönetici badge and changes the password', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'GET /api/auth/session': () => jsonResponse({ user: USER }),
        'POST /api/auth/change-password': () => jsonResponse({ message: 'Şifreniz başarıyla güncellendi', user: USER }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<ProfilePage />, { path: '/profile?tab=password' });

    expect(await screen.findByRole('tab', { name: 'Şifre' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Yönetici')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Genel Bakış',
      'Firmalarım',
      'Bakiye',
      'Envanter',
      'Fatura',
      'Şifre',
    ]);
    expect(screen.getByLabelText('Mevcut şifre')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Yeni şifre')).toHaveAttribute('autocomplete', 'new-password');

    fill('', '', '');
    expect(await screen.findByText('Mevcut şifre zorunludur')).toBeInTheDocument();

    fill('GunesVeri-Admin-2026', 'YeniSifre1', 'YeniSifre2');
    expect(await screen.findByText('Yeni şifreler eşleşmiyor')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/change-password', expect.anything());

    fill('GunesVeri-Admin-2026', 'YeniSifre1', 'YeniSifre1');
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz başarıyla güncellendi');
    expect(screen.getByLabelText('Mevcut şifre')).toHaveValue('');

    // Arrow keys move between tabs and the tab is kept in the URL.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Şifre' }), { key: 'ArrowLeft' });
    expect(router.state.location.search).toBe('?tab=billing');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Abonelik Durumu');
    fireEvent.click(screen.getByRole('tab', { name: 'Genel Bakış' }));
    expect(router.state.location.search).toBe('');
  });

  it('a wrong current password signs the user out and goes to /login with the message', async () => {
    let signedIn = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: signedIn ? USER : null }),
          'POST /api/auth/change-password': () => {
            signedIn = false;
            return jsonResponse({ statusCode: 401, code: 'CURRENT_PASSWORD_WRONG', message: 'Mevcut şifre yanlış' }, 401);
          },
        }),
      ),
    );
    const toaster = render(<Toaster />);
    // A lazily loaded login page, as in the app: the profile must not redirect on its own meanwhile.
    const LazyLogin = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { default: () => <p>Giriş sayfası</p> };
    });
    const { router, queryClient } = renderWithApp(<ProfilePage />, {
      path: '/profile?tab=password',
      routes: [
        {
          path: '/login',
          element: (
            <Suspense fallback={<p>Yükleniyor</p>}>
              <LazyLogin />
            </Suspense>
          ),
        },
      ],
    });
    await screen.findByLabelText('Mevcut şifre');
    fill('yanlis-sifre', 'YeniSifre1', 'YeniSifre1');
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
    expect(toaster.getByRole('alert')).toHaveTextContent('Mevcut şifre yanlış');
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'session'])).toEqual({ user: null }));
  });
});
