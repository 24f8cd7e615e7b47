import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import ProfilePage from './profile';
import { queryKeys } from '../../../api/query-keys';

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
      'Firma Temsilciliği',
      'Bakiye',
      'Envanter',
      'Fatura',
      'Şifre',
      'API Anahtarları',
      'Bildirimler',
    ]);
    // The form's code loads with the tab.
    expect(await screen.findByLabelText('Mevcut şifre')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Yeni şifre')).toHaveAttribute('autocomplete', 'new-password');

    fill('', '', '');
    expect(await screen.findByText('Mevcut şifre zorunludur')).toBeInTheDocument();

    fill('GunesVeri-Admin-2026', 'YeniSifre-2026', 'YeniSifre-2027');
    expect(await screen.findByText('Yeni şifreler eşleşmiyor')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/change-password', expect.anything());

    fill('GunesVeri-Admin-2026', 'YeniSifre-2026', 'YeniSifre-2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz başarıyla güncellendi');
    expect(screen.getByLabelText('Mevcut şifre')).toHaveValue('');

    // Arrow keys move between tabs and the tab is kept in the URL.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Şifre' }), { key: 'ArrowLeft' });
    expect(router.state.location.search).toBe('?tab=billing');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Abonelik Durumu'));
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
    fill('yanlis-sifre', 'YeniSifre-2026', 'YeniSifre-2026');
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
    expect(toaster.getByRole('alert')).toHaveTextContent('Mevcut şifre yanlış');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: null }));
  });
});

const ledger = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    amount: i === n - 1 ? 50 : -5,
    description: i === n - 1 ? 'Hoş geldin bakiyesi' : `Sayfa görüntüleme: Projeler ${i + 1}`,
    transaction_type: i === n - 1 ? 'credit' : 'debit',
    balance_after: 50 - 5 * (n - 1 - i),
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 60 - i)).toISOString(),
  }));

describe('/profile tokens and inventory', () => {
  it('shows the Bakiye and 5 ledger rows, newest first, then all of them on request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/balance': () => jsonResponse({ balance: 1250, transactions: ledger(7) }),
        }),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile?tab=tokens' });
    expect(await screen.findByRole('heading', { name: 'Bakiye Hareketleri' })).toBeInTheDocument();
    const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows()).toHaveLength(5);
    expect(rows()[0]).toContain('Sayfa görüntüleme: Projeler 1');
    expect(rows()[0]).toContain('−5');
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü göster (7)' }));
    expect(rows()).toHaveLength(7);
    expect(rows()[6]).toContain('+50');
    fireEvent.click(screen.getByRole('button', { name: 'Daha az göster' }));
    expect(rows()).toHaveLength(5);
  });

  it('says so when there is no ledger row, and offers a retry when the ledger cannot load', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/balance': () => (fail ? jsonResponse({ statusCode: 500, message: 'x' }, 500) : jsonResponse({ balance: 0, transactions: [] })),
        }),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile?tab=tokens' });
    expect(await screen.findByText('Bakiye hareketleri yüklenirken bir hata oluştu', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Henüz bakiye hareketi bulunmuyor')).toBeInTheDocument();
  });

  it('lists opened projects and companies, opens one in the detail dialog, and shows a deleted one with what was paid', async () => {
    const project = { entry_id: '21000000-0000-4000-8000-000000000001', id: '20000000-0000-4000-8000-000000000001', name: 'Karapınar YEKA GES', is_verified: true, removed: false, paid: 40, opened_at: '2026-11-20T10:00:00.000Z' };
    const removed = { entry_id: '21000000-0000-4000-8000-000000000002', id: null, name: 'Silinen GES', is_verified: false, removed: true, paid: 40, opened_at: '2026-11-19T10:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/inventory': () => jsonResponse({ projects: [project, removed], companies: [] }),
          [`GET /api/projects/${project.id}`]: () =>
            jsonResponse({ project: { id: project.id, project_name: project.name, is_verified: true, sources: [] }, access: 'full', cost: null }),
        }),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile?tab=inventory' });
    expect(await screen.findByRole('heading', { name: /Açtığım Projeler/ })).toHaveTextContent('(2)');
    expect(screen.getByText('Henüz açtığınız bir firma yok')).toBeInTheDocument();
    // A deleted item stays listed, not openable, with what was paid.
    expect(screen.queryByRole('button', { name: /Silinen GES/ })).toBeNull();
    expect(screen.getByText('Kaldırıldı')).toBeInTheDocument();
    expect(screen.getByText(/40 Bakiye ödendi/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Karapınar YEKA GES/ }));
    expect(await screen.findByRole('dialog', { name: /Karapınar YEKA GES/ }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/profile companies', () => {
  it('shows the member\'s companies as cards and opens one in the detail dialog', async () => {
    const company = { id: '40000000-0000-4000-8000-000000000001', company_name: 'Zirve Solar', is_verified: true, activity_type: 'EPC', city: 'Konya', phone: '+905321112233', website: 'https://zirve.example' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/companies': () => jsonResponse({ items: [company] }),
          [`GET /api/companies/${company.id}`]: () => jsonResponse({ company: { id: company.id, company_name: company.company_name, is_verified: true, sources: [] }, access: 'full', cost: null }),
        }),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile?tab=companies' });
    const card = (await screen.findByRole('button', { name: 'Zirve Solar' })).closest('li')!;
    expect(card).toHaveTextContent('Doğrulanmış');
    expect(card).toHaveTextContent('Konya');
    expect(card).toHaveTextContent('+905321112233');
    expect(within(card).getByRole('link', { name: 'zirve.example' })).toHaveAttribute('href', 'https://zirve.example');
    fireEvent.click(screen.getByRole('button', { name: 'Zirve Solar' }));
    expect(await screen.findByRole('dialog', { name: /Zirve Solar/ }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('explains an empty companies tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: USER }), 'GET /api/me/companies': () => jsonResponse({ items: [] }) })),
    );
    renderWithApp(<ProfilePage />, { path: '/profile?tab=companies' });
    expect(await screen.findByText(/Hesabınıza bağlı bir firma yok/)).toBeInTheDocument();
  });
});
