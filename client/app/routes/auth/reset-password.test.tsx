import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import ResetPasswordPage from './reset-password';

const TOKEN = 'rst_0123456789abcdef0123456789abcdef';
const INVALID = 'Geçersiz veya süresi dolmuş şifre sıfırlama linki. Lütfen yeni bir link talep edin.';

afterEach(cleanupAfterTest);

function rule(key: string) {
  return screen.getByTestId('password-checklist').querySelector(`[data-rule="${key}"]`)!;
}

describe('/reset-password', () => {
  it('checks the link on load and shows the live checklist; submit waits for 6 characters', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/auth/reset-password/check': () => jsonResponse({ valid: true }),
        'POST /api/auth/reset-password': () => jsonResponse({ message: 'Şifreniz başarıyla güncellendi' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<ResetPasswordPage />, {
      path: `/reset-password?token=${TOKEN}`,
      routes: [{ path: '/login', element: <p>Giriş sayfası</p> }],
    });

    const password = await screen.findByLabelText('Yeni şifre');
    const confirmation = screen.getByLabelText('Yeni şifre (tekrar)');
    const submit = screen.getByRole('button', { name: 'Şifreyi Güncelle' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: TOKEN });

    expect(rule('length')).toHaveTextContent('En az 12 karakter');
    expect(rule('length')).toHaveTextContent('zorunlu');
    expect(rule('uppercase')).toHaveTextContent('önerilen');
    expect(rule('digit')).toHaveTextContent('önerilen');
    expect(submit).toBeDisabled();

    fireEvent.change(password, { target: { value: 'abcdefghijk' } });
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    expect(rule('length')).toHaveTextContent('(karşılanmadı)');
    expect(submit).toBeDisabled();

    // Recommended rules are not needed to submit.
    fireEvent.change(password, { target: { value: 'abcdefghijkl' } });
    expect(rule('length')).toHaveAttribute('data-met', 'true');
    expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
    expect(rule('digit')).toHaveAttribute('data-met', 'false');
    expect(submit).toBeEnabled();

    fireEvent.change(password, { target: { value: 'Güneş-Şifre2026' } });
    expect(rule('uppercase')).toHaveAttribute('data-met', 'true');
    expect(rule('digit')).toHaveAttribute('data-met', 'true');

    fireEvent.change(confirmation, { target: { value: 'Güneş-Şifre2025' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Each field has its own show/hide toggle.
    fireEvent.click(screen.getByRole('button', { name: 'Şifre tekrarını göster' }));
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.change(confirmation, { target: { value: 'Güneş-Şifre2026' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'Güneş-Şifre2026',
      password_confirmation: 'Güneş-Şifre2026',
    });
  });

  it('shows the invalid-link message with a link to request a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'POST /api/auth/reset-password/check': () =>
            jsonResponse({ statusCode: 400, code: 'RESET_LINK_INVALID', message: INVALID }, 400),
        }),
      ),
    );
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Yeni Bağlantı Talep Et' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
  });

  it('treats a missing token as an invalid link without calling the server', () => {
    const fetchMock = vi.fn(fakeFetch({}));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
