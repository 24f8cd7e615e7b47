import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, HOME_ROUTE, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import AuthCallbackPage from './auth-callback';
import { queryKeys } from '../../../api/query-keys';
import { AUTH_MESSAGES } from '../../../../shared/schemas/auth';

const USER = testUser({ email: 'yeni@firma.com' });
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

afterEach(cleanupAfterTest);

describe('/auth/callback', () => {
  it('checks the link on load without verifying; one click in the browser that registered signs in and goes home', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/auth/verify-email/check': () => jsonResponse({ registered_here: true }),
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
    expect(screen.getByText('Doğrulama bağlantınız denetleniyor…')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'E-postamı doğrula' });
    // Opening the link verifies nothing and signs nobody in (docs/decisions/047).
    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    expect(calls('/api/auth/verify-email')).toHaveLength(0);
    expect(JSON.parse(String(calls('/api/auth/verify-email/check')[0]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(screen.queryByLabelText('Şifre')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls('/api/auth/verify-email')).toHaveLength(1);
    expect(JSON.parse(String(calls('/api/auth/verify-email')[0]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: USER });
    expect(toaster.getByRole('status')).toHaveTextContent(/50 Bakiye/);
  });

  it('asks another browser for the password and says so when it is wrong', async () => {
    let answer: Response = jsonResponse(
      { statusCode: 401, code: 'VERIFY_PASSWORD_WRONG', message: AUTH_MESSAGES.verifyPasswordWrong },
      401,
    );
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/auth/verify-email/check': () => jsonResponse({ registered_here: false }),
        'POST /api/auth/verify-email': () => answer,
        'GET /api/auth/session': () => jsonResponse({ user: null }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<AuthCallbackPage />, { path: `/auth/callback?token=${TOKEN}&type=signup`, routes: [HOME_ROUTE] });
    const button = await screen.findByRole('button', { name: 'Doğrula ve Giriş Yap' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/forgot-password');
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'yanlis-sifre-123' } });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verifyPasswordWrong);
    const verifyCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toEqual({ token: TOKEN, password: 'yanlis-sifre-123' });

    answer = jsonResponse({ user: USER });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'dogru-sifre-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the expired-link text and a way back to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'POST /api/auth/verify-email/check': () =>
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
          'POST /api/auth/verify-email/check': () =>
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
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/verify-email/check', expect.anything());
    cleanup();

    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: USER }) })));
    const { router } = renderWithApp(<AuthCallbackPage />, { path: '/auth/callback', routes: [HOME_ROUTE] });
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
