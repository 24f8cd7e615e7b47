import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '../../../../shared/schemas/billing';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import PackagesPage from './packages';
import PublicPackagesPage from './packages-public';

afterEach(cleanupAfterTest);

const PRO: Package = {
  id: '3f0b7f5e-9a43-4a5e-8f43-8f0e6b1c2d01',
  name: 'Pro Aylık',
  description: 'Tam erişim',
  features: ['Detaylar', 'Analitik paneli'],
  price: 774.5,
  currency: 'TRY',
  billing_period: 'MONTHLY',
  token_count: 1500,
  is_featured: true,
  badge_text: null,
  badge_color: 'yellow',
  trial_days: 14,
  sort_order: 1,
};

function serve(user: ReturnType<typeof testUser> | null, purchasesOpen: boolean) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/auth/session': () => jsonResponse({ user }),
      'GET /api/packages': () => jsonResponse({ items: [PRO], purchases_open: purchasesOpen }),
      'GET /api/me/billing-infos': () => jsonResponse({ items: [] }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('packages when the server takes no payments', () => {
  it('tells a member purchases are closed, with no way into the billing form; the free trial stays', async () => {
    const fetchMock = serve(testUser(), false);
    renderWithApp(<PackagesPage />, { path: '/packages' });

    const notice = (await screen.findByText('Satın alımlar şu anda kapalı.')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Bu sitede ödeme alma henüz açılmadı.');
    const card = await screen.findByRole('article', { name: 'Pro Aylık' });
    expect(within(card).queryByRole('button', { name: 'Hemen Başla' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ücretsiz Dene (14 gün)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me/billing-infos', expect.anything());
  });

  it('opens the billing form from "Hemen Başla" when purchases are open, with no closed notice', async () => {
    serve(testUser(), true);
    renderWithApp(<PackagesPage />, { path: '/packages' });

    const card = await screen.findByRole('article', { name: 'Pro Aylık' });
    expect(screen.queryByText('Satın alımlar şu anda kapalı.')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Hemen Başla' }));
    expect(await screen.findByRole('dialog', { name: 'Fatura Bilgileri' })).toBeInTheDocument();
  });

  it('tells a visitor on the pricing page too, without the "Satın Al" calls', async () => {
    serve(null, false);
    renderWithApp(<PublicPackagesPage />, { path: '/packages/public' });

    const card = await screen.findByRole('article', { name: 'Pro Aylık' });
    expect(await screen.findByText('Satın alımlar şu anda kapalı.')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Satın Al' })).not.toBeInTheDocument();
    // Signing up stays open: the header's calls are not purchases.
    expect(screen.getByRole('link', { name: 'Ücretsiz Üye Ol' })).toBeInTheDocument();
  });
});
