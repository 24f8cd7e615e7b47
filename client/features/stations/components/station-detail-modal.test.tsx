import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { StationDetail } from '../../../../shared/schemas/stations';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser, pressEscape } from '../../../test/render';
import { routeFetch } from '../../../test/catalog-fixtures';
import { LOCKED_DETAIL, PREMIUM_DETAIL } from '../test-fixtures';
import { StationDetailModal } from './station-detail-modal';

afterEach(cleanupAfterTest);

const PATH = `/api/stations/${PREMIUM_DETAIL.id}`;
const PREMIUM = testUser({ is_premium: true });

function setup(viewer: CurrentUser | null, detail: () => Response) {
  vi.stubGlobal('fetch', vi.fn(routeFetch({ [`GET ${PATH}`]: detail, 'GET /api/auth/session': () => jsonResponse({ user: viewer }) })));
  const onClose = vi.fn();
  renderWithApp(<StationDetailModal id={PREMIUM_DETAIL.id} onClose={onClose} />);
  return { onClose };
}

describe('StationDetailModal', () => {
  it('shows a premium viewer the station, its capacity and period, the coordinates and the KML download', async () => {
    const { onClose } = setup(PREMIUM, () => jsonResponse(PREMIUM_DETAIL));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    expect(dialog).toHaveAccessibleDescription('Konya · MEDAŞ');
    expect(within(dialog).getByRole('heading', { name: 'Temel Bilgiler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Teknik Bilgiler' })).toBeInTheDocument();
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Trafo Merkezi')).toBe('Ereğli 1 TM');
    expect(value('İl')).toBe('Konya');
    expect(value('Bara')).toBe('34,5 kV Bara A');
    expect(value('İşletmeci')).toBe('MEDAŞ');
    expect(value('Mevcut Kapasite')).toBe('12,50 MWe');
    expect(value('Bağlantı Seviyesi')).toBe('OG (34,5 kV)');
    expect(value('Dönem')).toBe('Ekim 2025');
    expect(value('Enlem')).toBe('37.871235');
    expect(value('Boylam')).toBe('32.486789');
    const download = within(dialog).getByRole('link', { name: 'KML İndir' });
    expect(download).toHaveAttribute('href', PREMIUM_DETAIL.location!.kml_url);
    expect(download).toHaveAttribute('download');
    expect(within(dialog).queryByText(STATION_MESSAGES.premiumContent)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await pressEscape();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names a KMZ as such, and says so when a station has no file', async () => {
    const kmz: StationDetail = { ...PREMIUM_DETAIL, location: { ...PREMIUM_DETAIL.location!, kml_format: 'kmz' } };
    setup(PREMIUM, () => jsonResponse(kmz));
    expect(await screen.findByRole('link', { name: 'KMZ İndir' })).toHaveAttribute('download');
    cleanupAfterTest();

    setup(PREMIUM, () => jsonResponse({ ...PREMIUM_DETAIL, location: { latitude: null, longitude: null, kml_url: null, kml_format: null } }));
    expect(await screen.findByText(STATION_MESSAGES.noKml)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /İndir/ })).not.toBeInTheDocument();
  });

  it('shows a member placeholders, the "Premium İçerik" marker and "Premium Üye Ol", and no coordinates', async () => {
    setup(testUser(), () => jsonResponse(LOCKED_DETAIL));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    // The public fields are there.
    expect(within(dialog).getByText('12,50 MWe')).toBeInTheDocument();
    expect(within(dialog).getAllByText(STATION_MESSAGES.premiumContent).length).toBeGreaterThanOrEqual(1);
    expect(within(dialog).getAllByTestId('premium-placeholder')).toHaveLength(3);
    expect(within(dialog).getByText('39.xxxxxx')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Premium Üye Ol' })).toHaveAttribute('href', '/packages');
    expect(within(dialog).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /İndir/ })).not.toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/\d+\.\d{6}/);
  });

  it('offers a visitor "Giriş Yap" and "Üye Ol"', async () => {
    setup(null, () => jsonResponse(LOCKED_DETAIL));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Üye Ol' })).toHaveAttribute('href', '/login?mode=register');
    expect(within(dialog).queryByRole('link', { name: 'Premium Üye Ol' })).not.toBeInTheDocument();
  });

  it('shows "Trafo merkezi bulunamadı" for an unknown row, without a retry', async () => {
    setup(PREMIUM, () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: STATION_MESSAGES.notFound }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATION_MESSAGES.notFound);
    expect(screen.queryByRole('button', { name: 'Yeniden Dene' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that loads the detail', async () => {
    let calls = 0;
    setup(PREMIUM, () => (++calls === 1 ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(PREMIUM_DETAIL)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STATION_MESSAGES.detailLoadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('link', { name: 'KML İndir' })).toBeInTheDocument();
  });
});
