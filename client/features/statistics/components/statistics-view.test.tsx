import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { routeFetch } from '../../../test/catalog-fixtures';
import { installedResponse, installedRow, productionResponse, productionRow } from '../test-fixtures';
import { StatisticsView, type StatView } from './statistics-view';

afterEach(cleanupAfterTest);

const INSTALLED = '/api/statistics/installed-power';
const PRODUCTION = '/api/statistics/production';

function setup(answers: Record<string, () => Response>, kind: 'installed-power' | 'production' = 'installed-power', defaultView?: StatView) {
  const fetchMock = vi.fn(routeFetch(Object.fromEntries(Object.entries(answers).map(([path, answer]) => [`GET ${path}`, answer]))));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderWithApp(<StatisticsView kind={kind} defaultView={defaultView} />) };
}

/** Screens narrower than 768 px (useMediaQuery reads window.matchMedia). */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)' || query === '(max-width: 639px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowCells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
const periods = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('StatisticsView (installed power)', () => {
  it('shows every field of the newest year in Turkish number format, with the estimate mark and source', async () => {
    setup({
      [INSTALLED]: () =>
        jsonResponse(
          installedResponse([
            installedRow(2025, 10, {
              total_electric_power: 123456.789,
              total_renewable_power: 74000.5,
              total_solar_power: 24500.25,
              total_licensed_solar: 1234.56,
              total_unlicensed_solar: 23265.69,
              renewable_percentage: 59.94,
              solar_percentage: 33.108,
            }),
            installedRow(2025, 9, { total_licensed_solar: null, total_unlicensed_solar: null, renewable_percentage: null, is_estimate: true }),
            installedRow(2024, 12),
          ]),
        ),
    });

    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dönem',
      'Toplam Kurulu Güç(MW)',
      'Yenilenebilir(MW)',
      'Güneş(MW)',
      'Lisanslı Güneş(MW)',
      'Lisanssız Güneş(MW)',
      'Yenilenebilir Payı',
      'Güneş Payı',
    ]);
    // Default year = the newest; 2024 is not shown.
    expect(periods()).toEqual(['Ekim 2025', 'Eylül 2025tahmini']);
    expect(rowCells(bodyRows()[0]!)).toEqual(['Ekim 2025', '123.456,79', '74.000,50', '24.500,25', '1.234,56', '23.265,69', '%59,9', '%33,1']);
    // Missing values read "–"; the estimated row carries a mark that explains itself.
    const estimated = bodyRows()[1]!;
    expect(rowCells(estimated).slice(4)).toEqual(['–', '–', '–', '%30,6']);
    expect(within(estimated).getByText('tahmini')).toHaveAttribute('title', expect.stringMatching(/^Tahmini değer: /));
    expect(screen.getByText(/^Kaynak: TEİAŞ/)).toBeInTheDocument();
  });

  it('filters by year: newest by default, any listed year, or "Tüm Yıllar" (year then month descending)', async () => {
    setup({
      [INSTALLED]: () =>
        jsonResponse(installedResponse([installedRow(2023, 6), installedRow(2025, 1), installedRow(2024, 3), installedRow(2024, 11), installedRow(2025, 4)])),
    });
    const select = await screen.findByRole('combobox', { name: 'Yıl' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Yıllar', '2025', '2024', '2023']);
    expect(select).toHaveValue('2025');
    expect(periods()).toEqual(['Nisan 2025', 'Ocak 2025']);

    fireEvent.change(select, { target: { value: '2024' } });
    expect(periods()).toEqual(['Kasım 2024', 'Mart 2024']);

    fireEvent.change(select, { target: { value: 'all' } });
    expect(periods()).toEqual(['Nisan 2025', 'Ocak 2025', 'Kasım 2024', 'Mart 2024', 'Haziran 2023']);
  });

  it('says "Henüz veri girilmemiş" when there is no data at all, without filters', async () => {
    setup({ [INSTALLED]: () => jsonResponse({ years: [], items: [] }) });
    expect(await screen.findByText('Henüz veri girilmemiş')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Yıl' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "{year} yılına ait veri bulunamadı" when the chosen year has no rows any more', async () => {
    let rows = [installedRow(2025, 2), installedRow(2024, 5)];
    const { queryClient } = setup({ [INSTALLED]: () => jsonResponse(installedResponse(rows)) });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Yıl' }), { target: { value: '2024' } });
    expect(periods()).toEqual(['Mayıs 2024']);

    // The 2024 rows were deleted meanwhile; the next load keeps the choice and says so.
    rows = [installedRow(2025, 2)];
    await queryClient.invalidateQueries();
    expect(await screen.findByText('2024 yılına ait veri bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Yıl' })).toHaveValue('2024');
  });

  it('shows the load error with "Yeniden Dene", which loads again', async () => {
    let fail = true;
    const { fetchMock } = setup({
      [INSTALLED]: () =>
        fail
          ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Sunucu hatası' }, 500)
          : jsonResponse(installedResponse([installedRow(2025, 3)])),
    });
    expect(await screen.findByText('Veriler yüklenirken bir hata oluştu')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(periods()).toEqual(['Mart 2025']);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('switches between "Tablo" and "Grafik" with aria-pressed, loading the charts on demand', async () => {
    setup({ [INSTALLED]: () => jsonResponse(installedResponse([installedRow(2025, 3), installedRow(2025, 2)])) });
    await screen.findByRole('table');
    const table = screen.getByRole('button', { name: 'Tablo' });
    const chart = screen.getByRole('button', { name: 'Grafik' });
    expect(table).toHaveAttribute('aria-pressed', 'true');
    expect(chart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(chart);
    expect(chart).toHaveAttribute('aria-pressed', 'true');
    expect(table).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Both chart cards, with their legends (series names).
    const figures = await screen.findAllByRole('figure', {}, { timeout: 5000 });
    expect(figures.map((f) => within(f).getByText(/\(MW\)|\(%\)/).textContent)).toEqual(['Kurulu Güç (MW)', 'Paylar (%)']);
    expect(within(figures[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Lisanslı Güneş',
      'Lisanssız Güneş',
      'Yenilenebilir',
      'Toplam Kurulu Güç',
    ]);
    expect(within(figures[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Yenilenebilir Payı', 'Güneş Payı']);

    fireEvent.click(table);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('starts with the charts when asked (the dashboard)', async () => {
    setup({ [INSTALLED]: () => jsonResponse(installedResponse([installedRow(2025, 3)])) }, 'installed-power', 'chart');
    expect(await screen.findByRole('button', { name: 'Grafik' })).toHaveAttribute('aria-pressed', 'true');
    expect((await screen.findAllByRole('figure', {}, { timeout: 5000 })).length).toBe(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows cards instead of the table under 768 px', async () => {
    narrowScreen();
    setup({ [INSTALLED]: () => jsonResponse(installedResponse([installedRow(2025, 10, { total_electric_power: 1234.5 })])) });
    const card = (await screen.findByRole('heading', { name: 'Ekim 2025' })).closest('article')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Toplam Kurulu Güç (MW)').nextSibling).toHaveTextContent('1.234,50');
    expect(within(card).getByText('Güneş Payı').nextSibling).toHaveTextContent('%30,6');
  });
});

describe('StatisticsView (production)', () => {
  it('shows production in GWh (MWh / 1000) with its own columns', async () => {
    setup(
      {
        [PRODUCTION]: () =>
          jsonResponse(
            productionResponse([
              productionRow(2023, 1, {
                total_electric_production: 25_933_255,
                total_renewable_production: 8_029_864,
                total_solar_production: 892_868,
                renewable_percentage: 30.96,
                solar_percentage: 11.12,
              }),
            ]),
          ),
      },
      'production',
    );
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dönem',
      'Toplam Üretim(GWh)',
      'Yenilenebilir Üretim(GWh)',
      'Güneş Üretimi(GWh)',
      'Yenilenebilir Payı',
      'Güneş Payı',
    ]);
    expect(rowCells(bodyRows()[0]!)).toEqual(['Ocak 2023', '25.933,26', '8.029,86', '892,87', '%31,0', '%11,1']);
    expect(screen.getByRole('heading', { name: 'Elektrik Üretimi' })).toBeInTheDocument();
  });

  it('keeps production and installed power apart (separate requests and caches)', async () => {
    const { fetchMock } = setup(
      {
        [PRODUCTION]: () => jsonResponse(productionResponse([productionRow(2022, 7)])),
        [INSTALLED]: () => jsonResponse(installedResponse([installedRow(2025, 1)])),
      },
      'production',
    );
    await screen.findByText('Temmuz 2022');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(PRODUCTION);
  });
});
