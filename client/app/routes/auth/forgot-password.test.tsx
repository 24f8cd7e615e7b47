import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import ForgotPasswordPage from './forgot-password';

afterEach(cleanupAfterTest);

describe('/forgot-password', () => {
  it('offers sign-up for an unknown address and shows the sent card otherwise', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/auth/forgot-password': (_url, init) =>
          JSON.parse(String(init?.body)).email === 'kayitsiz@firma.com'
            ? jsonResponse({ statusCode: 404, code: 'EMAIL_NOT_FOUND', message: 'Bu e-posta adresi sistemimizde kayıtlı değil.' }, 404)
            : jsonResponse({ message: 'Şifre sıfırlama bağlantısı gönderildi' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });

    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('E-posta adresi zorunludur')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'Kayitsiz@Firma.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu e-posta adresi sistemimizde kayıtlı değil.');
    expect(screen.getByRole('link', { name: 'Ücretsiz üye olmak için tıklayın' })).toHaveAttribute('href', '/login?mode=register');

    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'uye@gunesveri.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-posta')).not.toBeInTheDocument();
  });
});
