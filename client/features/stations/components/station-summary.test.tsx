import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { queriesTo, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { stationPage, SUMMARY_2025, SUMMARY_2026 } from '../test-fixtures';
import { StationSummary } from './station-summary';

afterEach(cleanupAfterTest);

function setup(summary: (q: URLSearchParams) => Response = (q) => jsonResponse(q.get('year') === '2025' ? SUMMARY_2025 : SUMMARY_2026)) {
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/dashboard/stations': (url) => summary(url.searchParams),
      'GET /api/stations': () => jsonResponse(stationPage(1)),
      'GET /api/stations/years': () => jsonResponse({ years: [2026, 2025] }),
      'GET /api/reference': () => jsonResponse(REFERENCE),
      'GET /api/auth/session': () => jsonResponse({ user: null }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderWithApp(<StationSummary renderMap={() => <p>Harita</p>} />, { path: '/dashboard?tab=stations' }) };
}

const card = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('StationSummary', () => {
  it('shows the newest month, totals, counts and the top cities, and follows the chosen year', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByText('Ekim 2026 verisi')).toBeInTheDocument();
    expect(card('Toplam Kapasite')).toBe('999,0 MWe');
    expect(card('Trafo Merkezi Sayısı')).toBe('60');
    expect(card('İl Sayısı')).toBe('21');
    const cities = within(screen.getByRole('region', { name: 'En Yüksek Kapasiteli 10 İl' })).getAllByRole('listitem');
    expect(cities.map((li) => li.textContent)).toEqual(['1.Konya410,3 MWe6 TM', '2.İzmir205,1 MWe3 TM']);

    const year = screen.getByLabelText('Yıl');
    expect(year).toHaveDisplayValue('2026');
    fireEvent.change(year, { target: { value: '2025' } });
    expect(await screen.findByText('Aralık 2025 verisi')).toBeInTheDocument();
    expect(card('Toplam Kapasite')).toBe('1.234,6 MWe');
    expect(queriesTo(fetchMock, '/api/dashboard/stations')).toEqual(['', 'year=2025']);
  });

  it('switches to the full list and back', async () => {
    const { router } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Tüm Listeyi Gör' }));
    expect(await screen.findByRole('table', { name: 'Trafo merkezi kapasiteleri' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('stations');
    fireEvent.click(screen.getByRole('button', { name: /Özete Dön/ }));
    expect(await screen.findByText('Toplam Kapasite')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there is no data yet', async () => {
    setup(() => jsonResponse({ years: [], year: null, month: null, total_capacity: 0, station_count: 0, city_count: 0, top_cities: [] }));
    expect(await screen.findByText('Henüz veri girilmemiş')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(SUMMARY_2026)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trafo merkezleri yüklenirken bir hata oluştu');
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden Dene' }));
    await waitFor(() => expect(screen.getByText('Ekim 2026 verisi')).toBeInTheDocument());
  });
});
