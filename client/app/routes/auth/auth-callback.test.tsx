import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, HOME_ROUTE, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import AuthCallbackPage from './auth-callback';
import { queryKeys } from '../../../api/query-keys';

const USER = testUser({ email: 'yeni@firma.com' });
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

afterEach(cleanupAfterTest);

describe('/auth/callback', () => {
  it('verifies once per token under StrictMode, signs in and goes home with a welcome notice', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/auth/verify-email': () => jsonResponse({ user: USER }),
        'GET /api/auth/session': () => jsonResponse({ user: null }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const toaster = render(<Toaster />);
    const { router, queryClient } = renderWithApp(<AuthCallbackPage />, {
      path: `/auth/callback?token=${TOKEN}&type=signup`,
      routes: [HOME_ROUTE],
      strict: true,
    });
    expect(screen.getByText('E-posta adresiniz doğrulanıyor…')).toBeInTheDocument();

    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls[0]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: USER });
    expect(toaster.getByRole('status')).toHaveTextContent(/50 Bakiye/);
  });

  it('shows the expired-link text and a way back to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'POST /api/auth/verify-email': () =>
            jsonResponse({ statusCode: 410, code: 'LINK_EXPIRED', message: 'Bağlantının süresi doldu' }, 410),
          'GET /api/auth/session': () => jsonResponse({ user: null }),
        }),
      ),
    );
    renderWithApp(<AuthCallbackPage />, { path: `/auth/callback?token=${TOKEN}&type=signup`, strict: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-posta doğrulama linki süresi dolmuş. Lütfen tekrar kayıt olmayı deneyin.',
    );
    expect(screen.getByRole('link', { name: 'Giriş Sayfasına Dön' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message for other failures", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'POST /api/auth/verify-email': () =>
            jsonResponse({ statusCode: 400, code: 'LINK_INVALID', message: 'Geçersiz doğrulama bağlantısı' }, 400),
          'GET /api/auth/session': () => jsonResponse({ user: null }),
        }),
      ),
    );
    renderWithApp(<AuthCallbackPage />, { path: `/auth/callback?token=${TOKEN}&type=signup` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz doğrulama bağlantısı');
  });

  it('without a token: a visitor sees the activation error, a signed-in user goes home', async () => {
    const fetchMock = vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: null }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AuthCallbackPage />, { path: '/auth/callback' });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta aktivasyonu başarısız oldu. Lütfen tekrar deneyin.');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/verify-email', expect.anything());
    cleanup();

    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: USER }) })));
    const { router } = renderWithApp(<AuthCallbackPage />, { path: '/auth/callback', routes: [HOME_ROUTE] });
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
