import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { bodiesTo, routeFetch } from '../../../test/catalog-fixtures';
import { EXPORT_COPY, EXPORT_MESSAGES } from '../../../../shared/export-messages';
import type { ExportQuote } from '../../../../shared/schemas/exports';
import { installedResponse, installedRow, productionResponse, productionRow, TEIAS } from '../test-fixtures';

const SAMPLE_SOURCE = { ...TEIAS, id: '00000000-0000-4000-9000-5000000000a2', name: 'GüneşVeri örnek verisi', licence: 'Örnek veri — resmî değil', url: null, is_generated: true, verified_on: null, retrieved_on: '2026-11-26', data_date: null };
const UNSHOWN_SOURCE = { ...TEIAS, id: '00000000-0000-4000-9000-5000000000a3', name: 'Gösterilmeyen kaynak' };
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
  it('shows every field of the newest year in Turkish number format, with the estimate mark and the sources of the months shown', async () => {
    setup({
      [INSTALLED]: () =>
        jsonResponse(
          installedResponse([
            installedRow(2025, 10, {
              source_id: TEIAS.id,
              total_electric_power: 123456.789,
              total_renewable_power: 74000.5,
              total_solar_power: 24500.25,
              total_licensed_solar: 1234.56,
              total_unlicensed_solar: 23265.69,
              renewable_percentage: 59.94,
              solar_percentage: 33.108,
            }),
            installedRow(2025, 9, { total_licensed_solar: null, total_unlicensed_solar: null, renewable_percentage: null, is_estimate: true, source_id: TEIAS.id }),
            installedRow(2024, 12, { source_id: SAMPLE_SOURCE.id }),
          ], [TEIAS, SAMPLE_SOURCE, UNSHOWN_SOURCE]),
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
    // The trend by default: three figures, so all of them (a trend reaches back to a dozen).
    expect(screen.getByRole('combobox', { name: 'Yıl' })).toHaveValue('trend');
    expect(periods()).toEqual(['Ekim 2025', 'Eylül 2025tahmini', 'Aralık 2024']);
    expect(rowCells(bodyRows()[0]!)).toEqual(['Ekim 2025', '123.456,79', '74.000,50', '24.500,25', '1.234,56', '23.265,69', '%59,9', '%33,1']);
    // Missing values read "–"; the estimated row carries a mark that explains itself.
    const estimated = bodyRows()[1]!;
    expect(rowCells(estimated).slice(4)).toEqual(['–', '–', '–', '%30,6']);
    expect(within(estimated).getByText('tahmini')).toHaveAttribute('title', expect.stringMatching(/^Tahmini değer: /));
    // Each source of the months shown, one line each, linked to the source (or its entry on the
    // sources page); the generated one marked, and a source no shown month names left out.
    const sources = screen.getByRole('list', { name: 'Gösterilen verilerin kaynakları' });
    expect(within(sources).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kaynak: TEİAŞ kurulu güç istatistikleri · Kamuya açık bilgi · 2025 (yeni sekmede açılır)',
      'Kaynak: GüneşVeri örnek verisi · Örnek veri — resmî değilÖrnek veri: Örnek veri: gerçek bir yayından okunmadı, resmî bir değer değildir.',
    ]);
    expect(screen.getByText(/^Kaynak: TEİAŞ/).closest('a')).toHaveAttribute('href', TEIAS.url);
    expect(screen.getByText(/^Kaynak: GüneşVeri örnek verisi/).closest('a')).toHaveAttribute('href', `/veri-kaynaklari#kaynak-${SAMPLE_SOURCE.id}`);
    expect(screen.getByRole('link', { name: 'Tüm kaynaklar ve lisanslar' })).toHaveAttribute('href', '/veri-kaynaklari');
    // The months of 2025 name TEİAŞ only.
    fireEvent.change(screen.getByRole('combobox', { name: 'Yıl' }), { target: { value: '2025' } });
    expect(within(screen.getByRole('list', { name: 'Gösterilen verilerin kaynakları' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/^Kaynak: GüneşVeri/)).not.toBeInTheDocument();
  });

  it('opens on the last 24 months even when the newest year holds one, and keeps every year and "Tüm Yıllar" in the picker', async () => {
    // 30 months, August 2023 to January 2026: 2026 alone would be a single dot.
    const rows = Array.from({ length: 30 }, (_, i) => installedRow(2023 + Math.floor((7 + i) / 12), ((7 + i) % 12) + 1));
    setup({ [INSTALLED]: () => jsonResponse(installedResponse(rows)) });
    const select = await screen.findByRole('combobox', { name: 'Yıl' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Son 24 ay', 'Tüm Yıllar', '2026', '2025', '2024', '2023']);
    expect(select).toHaveValue('trend');
    expect(periods()).toHaveLength(24);
    expect(periods()[0]).toBe('Ocak 2026');
    expect(periods().at(-1)).toBe('Şubat 2024');

    fireEvent.change(select, { target: { value: '2026' } });
    expect(periods()).toEqual(['Ocak 2026']);
    fireEvent.change(select, { target: { value: 'all' } });
    expect(periods()).toHaveLength(30);
    fireEvent.change(select, { target: { value: 'trend' } });
    expect(periods()).toHaveLength(24);
  });

  it('filters by year: any listed year, or "Tüm Yıllar" (year then month descending); a sparse trend reaches back to a dozen figures', async () => {
    setup({
      [INSTALLED]: () =>
        jsonResponse(installedResponse([installedRow(2023, 6), installedRow(2025, 1), installedRow(2024, 3), installedRow(2024, 11), installedRow(2025, 4)])),
    });
    const select = await screen.findByRole('combobox', { name: 'Yıl' });
    // Five figures over 23 months: the trend is all of them.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Son 23 ay', 'Tüm Yıllar', '2025', '2024', '2023']);
    expect(periods()).toEqual(['Nisan 2025', 'Ocak 2025', 'Kasım 2024', 'Mart 2024', 'Haziran 2023']);

    fireEvent.change(select, { target: { value: '2024' } });
    expect(periods()).toEqual(['Kasım 2024', 'Mart 2024']);

    fireEvent.change(select, { target: { value: 'all' } });
    expect(periods()).toEqual(['Nisan 2025', 'Ocak 2025', 'Kasım 2024', 'Mart 2024', 'Haziran 2023']);
  });

  it('shows every year of an annual series, without a "last months" choice', async () => {
    setup({ [INSTALLED]: () => jsonResponse(installedResponse([2021, 2022, 2023, 2024, 2025].map((year) => installedRow(year, 12)))) });
    const select = await screen.findByRole('combobox', { name: 'Yıl' });
    expect(select).toHaveValue('all');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Yıllar', '2025', '2024', '2023', '2022', '2021']);
    expect(periods()).toHaveLength(5);
  });

  it('says "Henüz veri girilmemiş" when there is no data at all, without filters', async () => {
    setup({ [INSTALLED]: () => jsonResponse({ years: [], items: [], trend: null, sources: [] }) });
    expect(await screen.findByText('Henüz veri girilmemiş')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Yıl' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dışa Aktar/ })).not.toBeInTheDocument();
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
    // No month to export in the year chosen.
    expect(screen.queryByRole('button', { name: /^Dışa Aktar/ })).not.toBeInTheDocument();
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

  it('reads the charts by keyboard: the newest month first, a month without a row as such, the estimate marked', async () => {
    setup(
      {
        [INSTALLED]: () =>
          jsonResponse(installedResponse([installedRow(2025, 3, { total_electric_power: 123456.789 }), installedRow(2025, 1, { is_estimate: true })])),
      },
      'installed-power',
      'chart',
    );
    const values = await screen.findByRole('group', { name: 'Kurulu Güç (MW)' }, { timeout: 5000 });
    const live = () => values.querySelector('[aria-live="polite"]')!.textContent;
    expect(values).toHaveAccessibleDescription(
      'Ocak 2025 (tahmini) – Mart 2025, 3 ay. Mart 2025. Toplam Kurulu Güç: 123.456,79 MW; Yenilenebilir: 72.000,00 MW; Güneş: 22.000,00 MW; ' +
        'Lisanslı Güneş: 2.000,00 MW; Lisanssız Güneş: 20.000,00 MW. Değerleri okumak için ok tuşlarını kullanın.',
    );
    act(() => values.focus());
    expect(live()).toMatch(/^Mart 2025\. Toplam Kurulu Güç: 123\.456,79 MW;/);
    fireEvent.keyDown(values, { key: 'ArrowLeft' });
    expect(live()).toBe('Şubat 2025. Bu ay için veri yok');
    fireEvent.keyDown(values, { key: 'ArrowLeft' });
    expect(live()).toMatch(/^Ocak 2025 \(tahmini\)\. Toplam Kurulu Güç: 120\.000,00 MW;/);

    const shares = screen.getByRole('group', { name: 'Paylar (%)' });
    act(() => shares.focus());
    expect(shares.querySelector('[aria-live="polite"]')!.textContent).toBe('Mart 2025. Yenilenebilir Payı: %60,0; Güneş Payı: %30,6');
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
    // The statistics asked for: production only (the viewer's session, for "Dışa Aktar", is the app's own request).
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/statistics/'));
    await waitFor(() => expect(asked()).toEqual([PRODUCTION]));
  });
});

describe('StatisticsView: "Dışa Aktar"', () => {
  const quote = (overrides: Partial<ExportQuote> = {}): ExportQuote => ({
    kind: 'installed-power',
    row_count: 24,
    unit_cost: 1,
    rows_per_unit: 100,
    total: 1,
    balance: 50,
    paid_export_id: null,
    max_rows: 100_000,
    ...overrides,
  });

  function setupExport(answerQuote: () => Response | Promise<Response>, kind: 'installed-power' | 'production' = 'installed-power') {
    // 30 months, August 2023 to January 2026: the view opens on the last 24.
    const rows = Array.from({ length: 30 }, (_, i) => installedRow(2023 + Math.floor((7 + i) / 12), ((7 + i) % 12) + 1));
    const fetchMock = vi.fn(
      routeFetch({
        [`GET ${INSTALLED}`]: () => jsonResponse(installedResponse(rows)),
        [`GET ${PRODUCTION}`]: () => jsonResponse(productionResponse([productionRow(2025, 1)])),
        'GET /api/auth/session': () => jsonResponse({ user: testUser() }),
        'POST /api/exports/quote': answerQuote,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return { fetchMock, ...renderWithApp(<StatisticsView kind={kind} />) };
  }

  const exportButton = (title: string) => screen.findByRole('button', { name: `${EXPORT_MESSAGES.button} – ${title}` });

  it('exports the months chosen: the trend window, a year or every year, in the table dialog\'s words', async () => {
    const { fetchMock } = setupExport(() => jsonResponse(quote()));
    fireEvent.click(await exportButton('Kurulu Güç'));
    const dialog = await screen.findByRole('dialog', { name: EXPORT_COPY['installed-power'].title });
    expect(dialog).toHaveTextContent(EXPORT_COPY['installed-power'].description);
    expect(await within(dialog).findByTestId('export-total')).toHaveTextContent('1 Bakiye');
    expect(within(dialog).getByRole('button', { name: 'Onayla ve İndir (1 Bakiye)' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.change(screen.getByRole('combobox', { name: 'Yıl' }), { target: { value: '2025' } });
    fireEvent.click(await exportButton('Kurulu Güç'));
    await within(await screen.findByRole('dialog')).findByTestId('export-rows');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.change(screen.getByRole('combobox', { name: 'Yıl' }), { target: { value: 'all' } });
    fireEvent.click(await exportButton('Kurulu Güç'));
    await within(await screen.findByRole('dialog')).findByTestId('export-rows');
    expect(bodiesTo(fetchMock, '/api/exports/quote')).toEqual([
      { kind: 'installed-power', trend: true },
      { kind: 'installed-power', year: 2025 },
      { kind: 'installed-power' },
    ]);
  });

  it('shows the quote loading, its error with "Yeniden Dene", a selection without rows and a table paid within 24 hours', async () => {
    let answer: () => Response = () => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Sunucu hatası' }, 500);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    setupExport(async () => {
      await held;
      return answer();
    }, 'production');
    fireEvent.click(await exportButton('Elektrik Üretimi'));
    const dialog = await screen.findByRole('dialog', { name: EXPORT_COPY.production.title });
    expect(within(dialog).getByRole('status', { name: 'Tutar hesaplanıyor' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'İndir' })).toBeDisabled();
    release();
    expect(await within(dialog).findByText('Sunucu hatası')).toBeInTheDocument();

    answer = () => jsonResponse(quote({ kind: 'production', row_count: 0, total: 0 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yeniden Dene' }));
    expect(await within(dialog).findByText(EXPORT_MESSAGES.empty)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'İndir' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = () => jsonResponse(quote({ kind: 'production', row_count: 1, total: 0, paid_export_id: '60000000-0000-4000-8000-000000000002' }));
    fireEvent.click(await exportButton('Elektrik Üretimi'));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByText(EXPORT_COPY.production.alreadyPaid)).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'İndir' })).toBeEnabled();
  });
});
