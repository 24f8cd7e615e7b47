import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { StationDetail } from '../../../../shared/schemas/stations';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser, pressEscape } from '../../../test/render';
import { routeFetch } from '../../../test/catalog-fixtures';
import { LOCKED_DETAIL, PREMIUM_DETAIL, SAMPLE_SOURCE } from '../test-fixtures';
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

  it('says a station no figure has been entered for has none, and offers to follow it for the first one', async () => {
    const bare = { ...PREMIUM_DETAIL, available_capacity: null, year: null, month: null, history: [], change: null, capacity_sources: [] };
    setup(null, () => jsonResponse(bare));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Mevcut Kapasite')).toBe('Kapasite verisi yok');
    expect(value('Dönem')).toBe('—');
    expect(within(dialog).getByText(STATION_MESSAGES.noCapacityFollow)).toBeInTheDocument();
    expect(within(dialog).queryByText(/MWe/)).not.toBeInTheDocument();
    // A visitor is taken to sign in first, then follows it.
    expect(within(dialog).getByRole('link', { name: 'Takip Et: Ereğli 1 TM' })).toBeInTheDocument();
  });

  it('shows the station’s capacity history: the change since the month before, a chart and the months as a table with their sample marks', async () => {
    setup(testUser(), () => jsonResponse(LOCKED_DETAIL));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    expect(within(dialog).getByRole('heading', { name: 'Kapasite Geçmişi' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Önceki aya göre/).closest('p')).toHaveTextContent('Önceki aya göre: +2,50 MWe (Eylül 2025: 10,00 MWe)');
    expect(within(dialog).getByText('Kullanılabilir kapasite (MWe)')).toBeInTheDocument();
    // The line's dots: July and August are sample data, drawn hollow.
    const chart = within(dialog).getByRole('group', { name: 'Kapasite geçmişi (MWe)' });
    expect(chart).toHaveAccessibleDescription(/^Temmuz 2025 – Ekim 2025, 4 ay\. Ekim 2025\. Kapasite: 12,50 MWe\./);
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    expect(chart.querySelectorAll('circle[data-hollow="true"]')).toHaveLength(2);
    expect(within(dialog).getByText(`${STATION_MESSAGES.sample} (içi boş nokta)`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('Aylık değerler (4 ay)'));
    const rows = within(await within(dialog).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ekim 202512,50 MWe',
      'Eylül 202510,00 MWe',
      `Ağustos 2025${STATION_MESSAGES.sample}: ${STATION_MESSAGES.sampleHint}9,25 MWe`,
      `Temmuz 2025${STATION_MESSAGES.sample}: ${STATION_MESSAGES.sampleHint}8,00 MWe`,
    ]);
  });

  it('says when there is no earlier month, and draws no chart for a single month', async () => {
    const only = { ...LOCKED_DETAIL, history: [LOCKED_DETAIL.history[3]!], change: null };
    setup(testUser(), () => jsonResponse(only));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    expect(within(dialog).getByText('Önceki aylara ait kapasite yok.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bu trafo merkezi için yalnızca bu ayın kapasitesi girilmiş.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
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
    // The session's first answer is rendered in a later, deferred render (client/api/session.tsx).
    expect(await within(dialog).findByRole('link', { name: 'Premium Üye Ol' })).toHaveAttribute('href', '/packages');
    // The public fields are there.
    expect(within(dialog).getByText('12,50 MWe', { selector: 'dd span' })).toBeInTheDocument();
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

  it('names the station’s sources and the capacity figures’ sources to a visitor too, the sample source marked "Örnek veri"', async () => {
    setup(null, () => jsonResponse(LOCKED_DETAIL));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    const lines = (name: string) => within(within(dialog).getByRole('list', { name })).getAllByRole('listitem');
    // The figure shown first, then the chart's other figures' source, marked as sample data.
    const figures = lines('Kapasite verisinin kaynakları');
    expect(figures.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Kaynak: MEDAŞ bağlanabilir kapasite tablosu · Kamuya açık bilgi · 2025 (yeni sekmede açılır)',
      'Kaynak: GüneşVeri örnek verisi · Örnek veri — resmî değil',
    ]);
    expect(within(figures[0]!).queryByText('Örnek veri')).not.toBeInTheDocument();
    expect(within(figures[1]!).getByText('Örnek veri')).toHaveAttribute('title', expect.stringMatching(/resmî bir değer değildir/));
    // A source without its own page links to its entry on the sources page.
    expect(within(figures[1]!).getByRole('link')).toHaveAttribute('href', `/veri-kaynaklari#kaynak-${SAMPLE_SOURCE.id}`);
    const station = lines('Trafo merkezinin kaynakları');
    expect(station.map((li) => li.textContent)).toEqual(['Kaynak: OpenStreetMap güç şebekesi verisi · ODbL 1.0 · 2017 (yeni sekmede açılır)']);
    expect(within(dialog).getAllByRole('link', { name: 'Tüm kaynaklar ve lisanslar' })[0]).toHaveAttribute('href', '/veri-kaynaklari');
  });

  it('shows an admin-entered figure under the admin entry, with the publication the admin named linked', async () => {
    const entry = { id: '00000000-0000-4000-8000-0000000000e1', name: 'GüneşVeri editör girişi', licence: 'GüneşVeri yönetim paneli', url: null, is_generated: false, verified_on: '2026-11-29', retrieved_on: null, data_date: '2026-11-29', citations: [], note: 'https://www.teias.gov.tr/kapasite' };
    setup(null, () => jsonResponse({ ...LOCKED_DETAIL, capacity_sources: [entry] }));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    const [line] = within(within(dialog).getByRole('list', { name: 'Kapasite verisinin kaynakları' })).getAllByRole('listitem');
    expect(line).toHaveTextContent('Kaynak: GüneşVeri editör girişi · GüneşVeri yönetim paneli · 2026');
    expect(line).toHaveTextContent('okunduğu yayın: https://www.teias.gov.tr/kapasite');
    expect(within(line!).getByRole('link', { name: /teias/ })).toHaveAttribute('href', 'https://www.teias.gov.tr/kapasite');
    expect(within(line!).queryByText('Örnek veri')).not.toBeInTheDocument();
  });

  it('says so when a station has no source linked yet', async () => {
    setup(null, () => jsonResponse({ ...LOCKED_DETAIL, sources: [], capacity_sources: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Ereğli 1 TM' });
    expect(within(dialog).getByText('Bu kayıt için henüz kaynak bağlanmadı.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Kapasite verisinin kaynakları' })).not.toBeInTheDocument();
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
