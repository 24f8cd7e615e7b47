import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, HOME_ROUTE, jsonResponse, renderWithApp, testUser, pressEscape } from '../../../test/render';
import LoginPage from './login';
import { queryKeys } from '../../../api/query-keys';

const contract = (n: number, title: string, must = true) => ({
  id: `7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0a0${n}`,
  title,
  must,
  file_url: `/files/contracts/sozlesme-${n}.pdf`,
  created_at: '2025-01-10T09:00:00.000Z',
});

const CONTRACTS = [contract(1, 'Üyelik Sözleşmesi'), contract(2, 'KVKK Aydınlatma Metni'), contract(3, 'Pazarlama İzni', false)];

const USER = testUser();


afterEach(cleanupAfterTest);

function stub(handlers: Parameters<typeof fakeFetch>[0]) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/legal/contracts': () => jsonResponse({ items: CONTRACTS }),
      'GET /api/auth/session': () => jsonResponse({ user: null }),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillRegister(email = 'yeni@firma.com', password = 'Sifre123-Gunes') {
  fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: password } });
}

describe('register form', () => {
  it('keeps the submit disabled until every mandatory contract is ticked, with the spec hints', async () => {
    stub({});
    renderWithApp(<LoginPage />, { path: '/login?mode=register' });

    const first = await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' });
    const second = screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' });
    // Only contracts with must = true are listed.
    expect(screen.queryByRole('checkbox', { name: 'Pazarlama İzni' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    const submit = screen.getByRole('button', { name: 'Kayıt Ol' });
    expect(screen.getByText('Devam etmek için tüm sözleşmeleri kabul etmelisiniz')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByText('50 Bakiye hediye!')).toBeInTheDocument();

    fillRegister();
    fireEvent.click(first);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Devam etmek için tüm sözleşmeleri kabul etmelisiniz')).toBeInTheDocument();

    fireEvent.click(second);
    expect(submit).toBeEnabled();
    expect(screen.getByText('Tüm sözleşmeler kabul edildi')).toBeInTheDocument();

    fireEvent.click(first);
    expect(submit).toBeDisabled();

    const readLinks = screen.getAllByRole('link', { name: /Sözleşmeyi oku/ });
    expect(readLinks.map((a) => a.getAttribute('href'))).toEqual(['/files/contracts/sozlesme-1.pdf', '/files/contracts/sozlesme-2.pdf']);
    for (const link of readLinks) expect(link).toHaveAttribute('target', '_blank');
  });

  it('says "Sözleşme bulunamadı" and lets the user submit when there is no mandatory contract', async () => {
    stub({ 'GET /api/legal/contracts': () => jsonResponse({ items: [contract(3, 'Pazarlama İzni', false)] }) });
    renderWithApp(<LoginPage />, { path: '/login?mode=register' });
    expect(await screen.findByText('Sözleşme bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toBeEnabled();
  });

  it('validates with the shared schema before calling the server', async () => {
    const fetchMock = stub({});
    renderWithApp(<LoginPage />, { path: '/login?mode=register' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }));
    fillRegister('gecersiz', '12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 12 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('sends the accepted contracts and shows the success modal that goes home after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stub({
      'POST /api/auth/register': () =>
        jsonResponse({ outcome: 'verification_sent', message: 'Doğrulama bağlantısı e-posta adresinize gönderildi.' }),
    });
    const { router } = renderWithApp(<LoginPage />, { path: '/login?mode=register', routes: [HOME_ROUTE] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }));
    fillRegister('Yeni@Firma.com');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    const dialog = await screen.findByRole('dialog', { name: 'Kayıt başarılı!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Doğrulama bağlantısı e-posta adresinize gönderildi.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('redirect-countdown')).toHaveTextContent('5 saniye içinde ana sayfaya yönlendirileceksiniz.');

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'yeni@firma.com',
      password: 'Sifre123-Gunes',
      accepted_contract_ids: [CONTRACTS[0]!.id, CONTRACTS[1]!.id],
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(router.state.location.pathname).toBe('/login');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('awaiting confirmation: 8 s, resend, and Escape closes the modal without leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stub({
      'POST /api/auth/register': () =>
        jsonResponse({ outcome: 'awaiting_confirmation', message: 'Bu e-posta adresi için doğrulama bekleniyor.' }),
      'POST /api/auth/resend-verification': () => jsonResponse({ message: 'Doğrulama e-postası tekrar gönderildi.' }),
    });
    const { router } = renderWithApp(<LoginPage />, { path: '/login?mode=register', routes: [HOME_ROUTE] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }));
    fillRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-posta doğrulaması bekleniyor' });
    expect(within(dialog).getByTestId('redirect-countdown')).toHaveTextContent('8 saniye');
    // Focus starts inside the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }));
    expect(await within(dialog).findByText('Doğrulama e-postası tekrar gönderildi.')).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/auth/resend-verification');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'yeni@firma.com' });

    await pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('already registered: "Giriş Yap" switches to the login form with the e-mail kept', async () => {
    stub({
      'POST /api/auth/register': () =>
        jsonResponse({ outcome: 'already_registered', message: 'Bu e-posta adresiyle daha önce kayıt olunmuş.' }),
    });
    const { router } = renderWithApp(<LoginPage />, { path: '/login?mode=register' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }));
    fillRegister('kayitli@firma.com');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bu e-posta adresi zaten kayıtlı' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('kayitli@firma.com');
  });

  it('shows the server refusal in the alert region', async () => {
    stub({
      'POST /api/auth/register': () =>
        jsonResponse({ statusCode: 400, code: 'CONTRACTS_REQUIRED', message: 'Tüm sözleşmeleri kabul etmelisiniz' }, 400),
    });
    renderWithApp(<LoginPage />, { path: '/login?mode=register' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Üyelik Sözleşmesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }));
    fillRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tüm sözleşmeleri kabul etmelisiniz');
  });
});

describe('login form', () => {
  it('signs in and follows a same-origin redirect', async () => {
    const fetchMock = stub({ 'POST /api/auth/login': () => jsonResponse({ user: USER }) });
    const { router, queryClient } = renderWithApp(<LoginPage />, {
      path: '/login?redirect=/profile%3Ftab%3Dpassword',
      routes: [{ path: '/profile', element: <p>Profil sayfası</p> }],
    });
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'Uye@GunesVeri.test ' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'GunesVeri-Uye-2026' } });
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByText('Profil sayfası')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=password');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026' });
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: USER });
  });

  it('ignores a redirect to another site', async () => {
    stub({ 'POST /api/auth/login': () => jsonResponse({ user: USER }) });
    const { router } = renderWithApp(<LoginPage />, { path: '/login?redirect=//evil.example/x', routes: [HOME_ROUTE] });
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'uye@gunesveri.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "Geçersiz e-posta veya şifre" and offers a new mail for an unverified address', async () => {
    let code = 'INVALID_CREDENTIALS';
    stub({
      'POST /api/auth/login': () =>
        code === 'INVALID_CREDENTIALS'
          ? jsonResponse({ statusCode: 401, code, message: 'Geçersiz e-posta veya şifre' }, 401)
          : jsonResponse({ statusCode: 403, code, message: 'E-posta adresiniz henüz doğrulanmadı.' }, 403),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'uye@gunesveri.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'yanlis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz e-posta veya şifre');
    expect(screen.queryByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' })).not.toBeInTheDocument();

    code = 'EMAIL_NOT_VERIFIED';
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta adresiniz henüz doğrulanmadı.');
  });

  it('links to the forgot-password screen and switches to register', async () => {
    stub({});
    const { router } = renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(router.state.location.search).toBe('?mode=register');
    expect(await screen.findByRole('button', { name: 'Kayıt Ol' })).toBeInTheDocument();
  });
});
