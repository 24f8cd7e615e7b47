import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectPage, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { installedResponse, installedRow, productionResponse, productionRow } from '../../../features/statistics/test-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import HomePage from './home';

afterEach(cleanupAfterTest);

function setup(user: ReturnType<typeof testUser> | null, path = '/') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      routeFetch({
        'GET /api/auth/session': () => jsonResponse({ user }),
        'GET /api/projects': () => jsonResponse(projectPage(1)),
        'GET /api/companies': () => jsonResponse({ items: [], page: 1, page_size: 10, total: 0, total_capped: false, total_approximate: false, charges: [] }),
        'GET /api/reference': () => jsonResponse(REFERENCE),
        'GET /api/statistics/installed-power': () => jsonResponse(installedResponse([installedRow(2025, 10, { total_electric_power: 1234.56 })])),
        'GET /api/statistics/production': () => jsonResponse(productionResponse([productionRow(2023, 1, { total_electric_production: 25_933_255 })])),
      }),
    ),
  );
  return renderWithApp(<HomePage />, { path });
}

describe('home page', () => {
  it('shows visitors the projects tab, the premium promo and calls to /packages/public', async () => {
    setup(null);
    expect(await screen.findByRole('tab', { name: 'Projeler' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Projeler', 'Firmalar', 'Kurulu Güç', 'Üretim']);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Premium ile tüm veriye erişin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ücretsiz Deneyin' })).toHaveAttribute('href', '/packages/public');
    expect(screen.getByRole('link', { name: /Paketleri Gör/ })).toHaveAttribute('href', '/packages/public');
    expect(screen.getByRole('link', { name: /Projeleri incele/ })).toHaveAttribute('href', '/?tab=projects');
    expect(screen.getByRole('link', { name: /Firmaları incele/ })).toHaveAttribute('href', '/?tab=companies');
    expect(screen.getByRole('link', { name: /Trafo kapasitelerine git/ })).toHaveAttribute('href', '/stations');
  });

  it('keeps the tab in ?tab= and shows the statistics tables on their tabs', async () => {
    const { router } = setup(testUser(), '/?tab=production');
    expect(await screen.findByRole('tab', { name: 'Üretim' })).toHaveAttribute('aria-selected', 'true');
    const production = screen.getByRole('tabpanel');
    expect(within(production).getByRole('heading', { name: 'Elektrik Üretimi' })).toBeInTheDocument();
    expect(await within(production).findByRole('cell', { name: '25.933,26' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Firmalar' }));
    expect(router.state.location.search).toBe('?tab=companies');
    expect(await within(screen.getByRole('tabpanel')).findByText('Arama kriterlerinize uygun firma bulunamadı.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Firmalar' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=installed-power');
    expect(await within(screen.getByRole('tabpanel')).findByRole('cell', { name: '1.234,56' })).toBeInTheDocument();
  });

  it('shows members the promo leading to /packages', async () => {
    setup(testUser());
    expect(await screen.findByRole('link', { name: "Premium'a Geç" })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: /Paketleri Gör/ })).toHaveAttribute('href', '/packages');
  });

  it('shows trial users the days left and a link to /packages instead of the promo', async () => {
    setup(testUser({ is_premium: true, is_trial: true, trial_days_left: 3, premium_trial_ends_at: '2030-01-01T00:00:00.000Z' }));
    expect(await screen.findByText('Premium deneme süreniz: 3 gün kaldı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kalıcı Premium Üyeliğe Geçin' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByText('Premium ile tüm veriye erişin')).not.toBeInTheDocument();
  });

  it('shows premium users neither banner', async () => {
    setup(testUser({ is_premium: true }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Premium ile tüm veriye erişin')).not.toBeInTheDocument();
    expect(screen.queryByText(/deneme süreniz/)).not.toBeInTheDocument();
  });
});
