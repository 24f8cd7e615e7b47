import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { queriesTo, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { capacityRow, stationPage } from '../test-fixtures';
import { StationCapacityList } from './station-capacity-list';

afterEach(cleanupAfterTest);

function setup({
  path = '/',
  viewer = null,
  list = (q: URLSearchParams) => jsonResponse(stationPage(Number(q.get('page') ?? 1))),
}: { path?: string; viewer?: CurrentUser | null; list?: (q: URLSearchParams) => Response } = {}) {
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/stations': (url) => list(url.searchParams),
      'GET /api/stations/years': () => jsonResponse({ years: [2026, 2025] }),
      'GET /api/reference': () => jsonResponse(REFERENCE),
      'GET /api/auth/session': () => jsonResponse({ user: viewer }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<StationCapacityList />, { path });
  return { fetchMock, ...view };
}

const lastListQuery = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/api/stations').at(-1);

describe('StationCapacityList', () => {
  it('shows the rows in Turkish formats with busbar, operator, level, a Detaylar button each and the source', async () => {
    setup({
      list: () =>
        jsonResponse({
          items: [capacityRow(1, { available_capacity: 1234.5, month: 3, busbar: null }), capacityRow(2)],
          page: 1,
          page_size: 10,
          total: 2,
        }),
    });
    const table = await screen.findByRole('table', { name: 'Trafo merkezi kapasiteleri' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Ereğli 1 TM', 'Konya', '–', 'MEDAŞ', 'OG (34,5 kV)', '2025', 'Mart', '1.234,50', 'Detaylar – Ereğli 1 TM']);
    expect(within(rows[1]!).getByText('Ekim')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('12,50')).toBeInTheDocument();
    for (const name of ['Trafo Merkezi', 'İl', 'Yıl', 'Ay', 'Kapasite (MWe)']) {
      expect(within(table).getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'none');
    }
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '2 kayıt bulundu')).toBeInTheDocument();
    expect(screen.getByText(STATION_MESSAGES.source)).toBeInTheDocument();
    // Filters: all years, all months, all cities by default; years come from the server.
    expect(screen.getByLabelText('Yıl')).toHaveDisplayValue('Tüm Yıllar');
    expect(screen.getByLabelText('Ay')).toHaveDisplayValue('Tüm Aylar');
    expect(screen.getByLabelText('İl')).toHaveDisplayValue('Tüm İller');
    await waitFor(() => expect(within(screen.getByLabelText('Yıl')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Yıllar', '2026', '2025']));
    expect(within(screen.getByLabelText('Ay')).getAllByRole('option')).toHaveLength(13);
    expect(within(screen.getByLabelText('Ay')).getByRole('option', { name: 'Aralık' })).toHaveValue('12');
  });

  it('sorts by a header click: numbers start descending, names ascending, the same column flips', async () => {
    const { fetchMock, router } = setup({ path: '/?st_page=2' });
    const table = await screen.findByRole('table');
    expect(lastListQuery(fetchMock)).toBe('page=2');

    fireEvent.click(within(table).getByRole('button', { name: 'Kapasite (MWe)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=available_capacity&dir=desc'));
    expect(screen.getByRole('columnheader', { name: 'Kapasite (MWe)' })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(within(table).getByRole('button', { name: 'Kapasite (MWe)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=available_capacity&dir=asc'));
    expect(screen.getByRole('columnheader', { name: 'Kapasite (MWe)' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(within(table).getByRole('button', { name: 'Trafo Merkezi' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=station_name&dir=asc'));
    fireEvent.click(within(table).getByRole('button', { name: 'Ay' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=month&dir=desc'));
    expect(router.state.location.search).toBe('?st_sort=month&st_dir=desc');
  });

  it('goes to another page, and a filter change returns to page 1 keeping the sort', async () => {
    const { fetchMock, router } = setup({ path: '/?tab=stations&st_sort=city&st_dir=asc' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=city&dir=asc&page=3'));
    expect(await screen.findByText('Ereğli 21 TM')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Ay'), { target: { value: '10' } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('month=10&sort=city&dir=asc'));
    await waitFor(() => expect(screen.getByLabelText('Yıl')).not.toBeDisabled());
    fireEvent.change(screen.getByLabelText('Yıl'), { target: { value: '2025' } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('year=2025&month=10&sort=city&dir=asc'));
    fireEvent.change(screen.getByLabelText('İl'), { target: { value: REFERENCE.cities[1]!.id } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe(`year=2025&month=10&city_id=${REFERENCE.cities[1]!.id}&sort=city&dir=asc`));
    // The host page's own parameters stay.
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('stations');

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=stations&st_sort=city&st_dir=asc'));
    expect(screen.getByLabelText('Ay')).toHaveDisplayValue('Tüm Aylar');
  });

  it('ignores a city in the URL that is not a UUID', async () => {
    const { fetchMock } = setup({ path: '/?st_city=konya&st_month=13&st_year=2025' });
    await screen.findByRole('table');
    expect(queriesTo(fetchMock, '/api/stations')).toEqual(['year=2025']);
  });

  it('says so when nothing matches', async () => {
    setup({ list: () => jsonResponse({ items: [], page: 1, page_size: 10, total: 0, capped: false }) });
    expect(await screen.findByText(STATION_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the load error with "Yeniden Dene", which asks again', async () => {
    let calls = 0;
    setup({
      list: () => (++calls === 1 ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(stationPage(1))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STATION_MESSAGES.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the detail modal from a row', async () => {
    const { fetchMock } = setup();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Detaylar – Ereğli 2 TM' }));
    await waitFor(() => expect(queriesTo(fetchMock, `/api/stations/${capacityRow(2).id}`)).toEqual(['']));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows cards under 768 px with a sort picker', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px') || query.includes('max-width: 639px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { fetchMock } = setup();
    const card = (await screen.findByRole('heading', { name: 'Ereğli 1 TM' })).closest('article')!;
    expect(within(card).getByText('12,50 MWe')).toBeInTheDocument();
    expect(within(card).getByText('Ekim 2025')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sıralama'), { target: { value: 'available_capacity:asc' } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe('sort=available_capacity&dir=asc'));
  });

  it.each([
    ['a visitor', null, 'Paketleri İncele', '/packages/public'],
    ['a member', testUser(), 'Premium Üye Ol', '/packages'],
  ] as const)('shows %s the premium prompt instead of the map, without asking for markers', async (_who, viewer, label, href) => {
    const { fetchMock } = setup({ viewer });
    await screen.findByRole('table');
    const toggle = screen.getByRole('group', { name: 'Görünüm' });
    expect(within(toggle).getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(toggle).getByRole('button', { name: 'Harita' }));
    expect(await screen.findByRole('heading', { name: 'Harita görünümü premium üyelere özeldir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(within(toggle).getByRole('button', { name: 'Harita' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The filters stay, and no premium-only request is made.
    expect(screen.getByLabelText('Yıl')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/stations/map')).toEqual([]);
  });
});
