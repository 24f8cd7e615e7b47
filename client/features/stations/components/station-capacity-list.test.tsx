import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { STATION_MESSAGES } from '../../../../shared/station-constants';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { bodiesTo, PUBLIC_SOURCES, queriesTo, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { EXPORT_COPY, EXPORT_MESSAGES } from '../../../../shared/export-messages';
import type { ExportCreated, ExportQuote } from '../../../../shared/schemas/exports';
import { capacityRow, MEDAS_SOURCE, OSM_SOURCE, stationPage } from '../test-fixtures';
import { StationCapacityList } from './station-capacity-list';
import type { StationMapSlot } from '../../../lib/station-params';

afterEach(() => {
  cleanupAfterTest();
  vi.restoreAllMocks();
});

/** The map the screen would compose: here, a stand-in that shows what the list gives it and uses its handlers. */
function mapSlot(slot: StationMapSlot) {
  return (
    <div data-testid="map-slot">
      <p>İl: {slot.filters.city_id ?? 'yok'}</p>
      <button type="button" onClick={() => slot.onSelectCity(REFERENCE.cities[0]!.id)}>
        İl seç
      </button>
      <button type="button" onClick={() => slot.onOpenStation(capacityRow(1).id)}>
        Trafo aç
      </button>
      <button type="button" onClick={slot.onShowList}>
        Listeye dön
      </button>
    </div>
  );
}

const QUOTE: ExportQuote = { kind: 'stations', row_count: 23, unit_cost: 1, rows_per_unit: 100, total: 1, balance: 50, paid_export_id: null, max_rows: 100_000 };
const EXPORT_ID = '60000000-0000-4000-8000-000000000001';
const CREATED: ExportCreated = {
  id: EXPORT_ID,
  kind: 'stations',
  row_count: 23,
  charged: 1,
  balance: 49,
  expires_at: '2026-12-02T10:00:00.000Z',
  download: { csv: `/api/exports/${EXPORT_ID}/download?format=csv`, xlsx: `/api/exports/${EXPORT_ID}/download?format=xlsx` },
};

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
      'GET /api/sources': () => jsonResponse(PUBLIC_SOURCES),
      'GET /api/auth/session': () => jsonResponse({ user: viewer }),
      // As the server answers: exports are a member's.
      'POST /api/exports/quote': () => (viewer ? jsonResponse(QUOTE) : jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor' }, 401)),
      'POST /api/exports': () => jsonResponse(CREATED),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<StationCapacityList renderMap={mapSlot} />, { path, routes: [{ path: '/login', element: <p>Giriş sayfası</p> }] });
  return { fetchMock, ...view };
}

const lastListQuery = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/api/stations').at(-1);

describe('StationCapacityList', () => {
  it('shows the rows in Turkish formats with busbar, operator, level, a Detaylar button each and the sources of the rows shown', async () => {
    setup({
      list: () =>
        jsonResponse({
          items: [
            capacityRow(1, { available_capacity: 1234.5, month: 3, busbar: null }),
            capacityRow(2),
            // A station no figure has been entered for: listed once, and says so.
            capacityRow(3, { id: capacityRow(3).station_id, available_capacity: null, year: null, month: null }),
          ],
          page: 1,
          page_size: 10,
          total: 3,
          sources: [MEDAS_SOURCE, OSM_SOURCE],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Trafo merkezi kapasiteleri' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ereğli 3 TM',
      'Konya',
      '34,5 kV Bara A',
      'MEDAŞ',
      'OG (34,5 kV)',
      '–',
      '–',
      'Kapasite verisi yok',
      'Detaylar – Ereğli 3 TM',
    ]);
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Ereğli 1 TM', 'Konya', '–', 'MEDAŞ', 'OG (34,5 kV)', '2025', 'Mart', '1.234,50', 'Detaylar – Ereğli 1 TM']);
    expect(within(rows[1]!).getByText('Ekim')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('12,50')).toBeInTheDocument();
    for (const name of ['Trafo Merkezi', 'İl', 'Yıl', 'Ay', 'Kapasite (MWe)']) {
      expect(within(table).getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'none');
    }
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '3 kayıt bulundu')).toBeInTheDocument();
    // The page credits the sources of its rows, not a fixed line (docs/product-rules.md#provenance).
    const credits = screen.getByRole('list', { name: 'Listelenen verilerin kaynakları' });
    expect(within(credits).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kaynak: MEDAŞ bağlanabilir kapasite tablosu · Kamuya açık bilgi · 2025 (yeni sekmede açılır)', MEDAS_SOURCE.url],
      ['Kaynak: OpenStreetMap güç şebekesi verisi · ODbL 1.0 · 2017 (yeni sekmede açılır)', OSM_SOURCE.url],
    ]);
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

    // The "Kaynak" filter offers the published sources and narrows the list like the others.
    const sourceSelect = screen.getByLabelText('Kaynak');
    await waitFor(() => expect(within(sourceSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Kaynaklar', ...PUBLIC_SOURCES.items.map((s) => s.name)]));
    const osm = PUBLIC_SOURCES.items[1]!.id;
    fireEvent.change(sourceSelect, { target: { value: osm } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe(`year=2025&month=10&city_id=${REFERENCE.cities[1]!.id}&source_id=${osm}&sort=city&dir=asc`));
    expect(new URLSearchParams(router.state.location.search).get('st_source')).toBe(osm);

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=stations&st_sort=city&st_dir=asc'));
    expect(screen.getByLabelText('Ay')).toHaveDisplayValue('Tüm Aylar');
    expect(screen.getByLabelText('Kaynak')).toHaveDisplayValue('Tüm Kaynaklar');
  });

  it('ignores a city in the URL that is not a UUID', async () => {
    const { fetchMock } = setup({ path: '/?st_city=konya&st_month=13&st_year=2025&st_source=wri' });
    await screen.findByRole('table');
    expect(queriesTo(fetchMock, '/api/stations')).toEqual(['year=2025']);
  });

  it('says so when nothing matches', async () => {
    setup({ viewer: testUser(), list: () => jsonResponse({ items: [], page: 1, page_size: 10, total: 0, capped: false, sources: [] }) });
    expect(await screen.findByText(STATION_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Nothing to export.
    expect(screen.queryByRole('button', { name: EXPORT_MESSAGES.button })).not.toBeInTheDocument();
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

  it('shows the map the screen gives it in the "Harita" view; a province chosen on it becomes the İl filter of the list', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('table');
    const toggle = screen.getByRole('group', { name: 'Görünüm' });
    fireEvent.click(within(toggle).getByRole('button', { name: 'Harita' }));
    const slot = await screen.findByTestId('map-slot');
    expect(within(toggle).getByRole('button', { name: 'Harita' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(slot).getByText('İl: yok')).toBeInTheDocument();

    fireEvent.click(within(slot).getByRole('button', { name: 'İl seç' }));
    const city = REFERENCE.cities[0]!;
    expect(await within(slot).findByText(`İl: ${city.id}`)).toBeInTheDocument();
    expect(screen.getByLabelText('İl')).toHaveValue(city.id);

    fireEvent.click(within(slot).getByRole('button', { name: 'Listeye dön' }));
    await screen.findByRole('table');
    await waitFor(() => expect(lastListQuery(fetchMock)).toBe(`city_id=${city.id}`));
  });

  it('exports the list\'s filters and order from "Dışa Aktar" beside the count: quoted first, confirmed at that total, then downloaded', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const city = REFERENCE.cities[0]!.id;
    const { fetchMock } = setup({ viewer: testUser(), path: `/?st_year=2025&st_month=10&st_city=${city}&st_sort=city&st_dir=asc&st_page=2` });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: EXPORT_MESSAGES.button }));

    const dialog = await screen.findByRole('dialog', { name: EXPORT_COPY.stations.title });
    expect(dialog).toHaveTextContent(EXPORT_COPY.stations.description);
    expect(await within(dialog).findByTestId('export-rows')).toHaveTextContent('Satır sayısı23');
    // The list's filter set and order, never its page.
    const body = { kind: 'stations', year: 2025, month: 10, city_id: city, sort: 'city', dir: 'asc' };
    expect(bodiesTo(fetchMock, '/api/exports/quote')).toEqual([body]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla ve İndir (1 Bakiye)' }));
    expect(await within(dialog).findByTestId('export-done')).toHaveTextContent('23 satır · 1 Bakiye düşüldü');
    expect(bodiesTo(fetchMock, '/api/exports')).toEqual([{ ...body, quoted_total: 1 }]);
    expect(clicked).toEqual([CREATED.download.xlsx]);
  });

  it('sends a visitor to sign in from "Dışa Aktar", and keeps it off the map view', async () => {
    const { router } = setup();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: EXPORT_MESSAGES.button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    cleanupAfterTest();

    const member = setup({ viewer: testUser(), path: '/?st_view=map' });
    await screen.findByTestId('map-slot');
    expect(screen.queryByRole('button', { name: EXPORT_MESSAGES.button })).not.toBeInTheDocument();
    expect(bodiesTo(member.fetchMock, '/api/exports/quote')).toEqual([]);
  });
});
