import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../../shared/schemas/auth';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { bodiesTo, projectPage, queriesTo, REFERENCE, routeFetch, PUBLIC_SOURCES } from '../../../test/catalog-fixtures';
import type { ViewerTier } from '../../../lib/viewer';
import { BELOW_MD } from '../../../lib/use-media-query';
import { ProjectList } from './project-list';
import { queryKeys } from '../../../api/query-keys';
import { EXPORT_COPY, EXPORT_MESSAGES } from '../../../../shared/export-messages';

afterEach(cleanupAfterTest);

const QUOTE = {
  statusCode: 402,
  code: 'COST_CONFIRMATION_REQUIRED',
  message: 'Bu işlem bakiye gerektirir. Onaylıyor musunuz?',
  details: { costs: [{ cost_key: 'pagination', amount: 5 }], total: 5, balance: 500 },
};
const premiumRefusal = (tier: 'visitor' | 'member', feature = 'pagination') => ({
  statusCode: 403,
  code: 'PREMIUM_REQUIRED',
  message: 'Bu özellik premium üyelere özeldir.',
  details: { feature, tier },
});

/** `answer` sees the list's query and, for an accepted quote (POST .../list), the accepted total. */
function setup(tier: ViewerTier, answer: (query: URLSearchParams, quotedTotal?: number) => Response, liveCosts?: Record<string, number>, initialCity?: string) {
  const fetchMock = vi.fn(
    routeFetch({
      ...(liveCosts ? { 'GET /api/token-costs': () => jsonResponse({ costs: liveCosts }) } : {}),
      'GET /api/projects': (url) => answer(url.searchParams),
      'POST /api/projects/list': (_url, init) => {
        const { quoted_total, ...query } = JSON.parse(String(init?.body)) as Record<string, string | number>;
        return answer(new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])), Number(quoted_total));
      },
      'GET /api/reference': () => jsonResponse(REFERENCE),
      'GET /api/sources': () => jsonResponse(PUBLIC_SOURCES),
      'GET /api/auth/session': () => jsonResponse({ user: testUser({ is_premium: true, token_balance: 495 }) }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<ProjectList tier={tier} onOpen={() => {}} initialCity={initialCity} />, {
    routes: [
      { path: '/packages/public', element: <p>Fiyatlandırma sayfası</p> },
      { path: '/login', element: <p>Giriş sayfası</p> },
    ],
  });
  return { fetchMock, ...view };
}

/** The table's project names (the table is the view from 768 px). */
// `hidden: true`: the list stays on the page behind an open dialog, which hides it from assistive tech.
const tableNames = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('button', { hidden: true })[0]!.textContent);

describe('ProjectList', () => {
  it('opens the export dialog for a "Dışa Aktar" clicked before the session is known, instead of sending a member to sign in', async () => {
    const fetchMock = vi.fn(
      routeFetch({
        'GET /api/projects': () => jsonResponse(projectPage(1)),
        'GET /api/reference': () => jsonResponse(REFERENCE),
        'POST /api/exports/quote': () => jsonResponse({ kind: 'projects', row_count: 20, unit_cost: 1, rows_per_unit: 100, total: 1, balance: 50, paid_export_id: null, max_rows: 100_000 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The home page passes the session's state: its answer has not arrived yet, so the viewer reads as a visitor.
    const { router } = renderWithApp(<ProjectList tier="visitor" sessionPending onOpen={() => {}} />, { routes: [{ path: '/login', element: <p>Giriş sayfası</p> }] });
    expect((await screen.findAllByText('Proje 1 GES')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: EXPORT_MESSAGES.button }));
    expect(await screen.findByRole('dialog', { name: EXPORT_COPY.projects.title })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/login');
  });

  it('asks a premium user to confirm a paid page, keeps page 1 meanwhile, then posts the accepted total', async () => {
    const { fetchMock, queryClient } = setup('premium', (q, quotedTotal) => {
      const page = Number(q.get('page') ?? 1);
      if (page === 1) return jsonResponse(projectPage(1));
      if (quotedTotal !== 5) return jsonResponse(QUOTE, 402);
      return jsonResponse(projectPage(page, 31, [{ cost_key: 'pagination', amount: 5, balance: 495 }]));
    });
    queryClient.setQueryData<SessionInfo>(queryKeys.session, { user: testUser({ is_premium: true, token_balance: 500 }) });

    expect((await screen.findAllByText('Proje 1 GES')).length).toBeGreaterThan(0);
    expect(screen.getByText(/proje bulundu/)).toHaveTextContent('31 proje bulundu · Sayfa 1 / 4');

    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye Kullanımı' });
    expect(within(dialog).getByTestId('cost-total')).toHaveTextContent('5 Bakiye');
    expect(within(dialog).getByTestId('balance-now')).toHaveTextContent('500 Bakiye');
    expect(within(dialog).getByTestId('balance-after')).toHaveTextContent('495 Bakiye');
    // The last page stays on screen while the dialog is open.
    expect(tableNames()[0]).toBe('Proje 1 GES');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla (5 Bakiye)' }));
    await waitFor(() => expect(tableNames()[0]).toBe('Proje 11 GES'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    // Reading never charges (GET); accepting the quote is a POST with the total the dialog showed.
    expect(queriesTo(fetchMock, '/api/projects')).toEqual(['', 'page=2']);
    expect(bodiesTo(fetchMock, '/api/projects/list')).toEqual([{ page: 2, quoted_total: 5 }]);
    // The charge reaches the Bakiye badge (session cache), and the session is marked to be asked again.
    expect(queryClient.getQueryData<SessionInfo>(queryKeys.session)?.user?.token_balance).toBe(495);
    expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
  });

  it('filters by the city a map province gave it, once, through the same quote as a chosen filter', async () => {
    const city = REFERENCE.cities[0]!;
    const { fetchMock } = setup(
      'premium',
      (q, quotedTotal) => {
        if (!q.get('city_id')) return jsonResponse(projectPage(1));
        if (quotedTotal !== 15) return jsonResponse({ ...QUOTE, details: { costs: [{ cost_key: 'filter', amount: 15 }], total: 15, balance: 500 } }, 402);
        return jsonResponse(projectPage(1, 3, [{ cost_key: 'filter', amount: 15, balance: 485 }]));
      },
      undefined,
      city.id,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye Kullanımı' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla (15 Bakiye)' }));
    await waitFor(() => expect(screen.getByLabelText('Şehir')).toHaveValue(city.id));
    expect(bodiesTo(fetchMock, '/api/projects/list')).toEqual([{ city_id: city.id, quoted_total: 15 }]);
    expect(queriesTo(fetchMock, '/api/projects').filter((q) => q.includes('city_id'))).toEqual([`city_id=${city.id}`]);
  });

  it('filters by source like any other filter: the published sources offered, the cost quoted and confirmed', async () => {
    const gppd = PUBLIC_SOURCES.items[0]!;
    const { fetchMock } = setup('premium', (q, quotedTotal) => {
      if (!q.get('source_id')) return jsonResponse(projectPage(1));
      if (quotedTotal !== 15) return jsonResponse({ ...QUOTE, details: { costs: [{ cost_key: 'filter', amount: 15 }], total: 15, balance: 500 } }, 402);
      return jsonResponse(projectPage(1, 3, [{ cost_key: 'filter', amount: 15, balance: 485 }]));
    });
    await screen.findByRole('table');
    const select = screen.getByLabelText('Kaynak');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Kaynaklar', ...PUBLIC_SOURCES.items.map((i) => i.name)]));
    fireEvent.change(select, { target: { value: gppd.id } });
    const dialog = await screen.findByRole('dialog', { name: 'Bakiye Kullanımı' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla (15 Bakiye)' }));
    await waitFor(() => expect(bodiesTo(fetchMock, '/api/projects/list')).toEqual([{ source_id: gppd.id, quoted_total: 15 }]));
    await waitFor(() => expect(screen.getByLabelText('Kaynak')).toHaveValue(gppd.id));
  });

  it('leaves the map’s city alone for a viewer who is not premium (the filter is premium)', async () => {
    const { fetchMock } = setup('member', () => jsonResponse(projectPage(1)), undefined, REFERENCE.cities[0]!.id);
    expect((await screen.findAllByText('Proje 1 GES')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/projects')).toEqual(['']);
  });

  it('accepts the total the dialog showed when a cost changed live while it was open', async () => {
    const live = { company_detail: 25, project_detail: 40, filter: 15, search: 15, pagination: 7 };
    const { fetchMock } = setup(
      'premium',
      (q, quotedTotal) => {
        const page = Number(q.get('page') ?? 1);
        if (page === 1) return jsonResponse(projectPage(1));
        if (quotedTotal !== 7) return jsonResponse(QUOTE, 402);
        return jsonResponse(projectPage(page, 31, [{ cost_key: 'pagination', amount: 7, balance: 488 }]));
      },
      live,
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    // Quoted 5, shown 7 (the live cost): the 7 shown is what is accepted.
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla (7 Bakiye)' }));
    await waitFor(() => expect(tableNames()[0]).toBe('Proje 11 GES'));
    expect(bodiesTo(fetchMock, '/api/projects/list')).toEqual([{ page: 2, quoted_total: 7 }]);
  });

  it('cancelling the confirmation stays on the current page without paying', async () => {
    const { fetchMock } = setup('premium', (q) => (q.get('page') ? jsonResponse(QUOTE, 402) : jsonResponse(projectPage(1))));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 4' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
    expect(tableNames()[0]).toBe('Proje 1 GES');
    expect(queriesTo(fetchMock, '/api/projects')).toEqual(['', 'page=4']);
  });

  it('shows the server\'s "Yetersiz bakiye" when the confirmed request is refused', async () => {
    setup('premium', (q, quotedTotal) => {
      if (!q.get('page')) return jsonResponse(projectPage(1));
      if (quotedTotal === undefined) return jsonResponse({ ...QUOTE, details: { ...QUOTE.details, balance: 5 } }, 402);
      return jsonResponse({ statusCode: 402, code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' }, 402);
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla (5 Bakiye)' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yetersiz bakiye');
  });

  it('shows members the "Premium Özellik" modal when the server refuses (403) and keeps the page', async () => {
    // The session still said premium; the server knows better.
    setup('premium', (q) => (q.get('sort') ? jsonResponse(premiumRefusal('member', 'sort'), 403) : jsonResponse(projectPage(1))));
    await screen.findByRole('table');
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /Proje adı/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium Özellik' });
    expect(dialog).toHaveTextContent('Bu özellik premium üyelere özeldir.');
    expect(within(dialog).getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('columnheader', { name: /Güncelleme/, hidden: true })).toHaveAttribute('aria-sort', 'descending');
    expect(tableNames()).toHaveLength(10);
  });

  it('sends a visitor refused by the server (403) to /packages/public', async () => {
    const { router } = setup('premium', (q) => (q.get('page') ? jsonResponse(premiumRefusal('visitor'), 403) : jsonResponse(projectPage(1))));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    expect(await screen.findByText('Fiyatlandırma sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages/public');
  });

  it('does not ask the server for premium features a member lacks: the modal opens at once', async () => {
    const { fetchMock } = setup('member', () => jsonResponse(projectPage(1)));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    expect(await screen.findByRole('dialog', { name: 'Premium Özellik' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    // Filters are blurred and disabled; touching them asks for premium too.
    expect(screen.getByLabelText('Şehir', { selector: 'select' })).toBeDisabled();
    expect(screen.getByLabelText('Kaynak', { selector: 'select' })).toBeDisabled();
    // The sources are asked for only when the filters are open to the viewer.
    expect(queriesTo(fetchMock, '/api/sources')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Filtreler premium üyelere özeldir/ }));
    expect(await screen.findByRole('dialog', { name: 'Premium Özellik' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/projects')).toEqual(['']);
  });

  it('debounces the search, needs 4 letters, and returns to page 1; empty resets', async () => {
    const { fetchMock } = setup('premium', (q) => {
      const search = q.get('search');
      if (search === 'karapınar') return jsonResponse({ ...projectPage(1, 1) });
      if (q.get('page')) return jsonResponse(projectPage(Number(q.get('page'))));
      return jsonResponse(projectPage(1));
    });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Projelerde ara' });
    fireEvent.change(box, { target: { value: 'kar' } });
    expect(screen.getByText('En az 4 harf')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(queriesTo(fetchMock, '/api/projects')).toEqual(['']);

    fireEvent.change(box, { target: { value: 'kara' } });
    fireEvent.change(box, { target: { value: 'karapınar' } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/projects')).toEqual(['', 'search=karap%C4%B1nar']), { timeout: 2000 });
    await waitFor(() => expect(screen.getByText(/proje bulundu/)).toHaveTextContent('1 proje bulundu'));

    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(screen.getByText(/proje bulundu/)).toHaveTextContent('31 proje bulundu'));
  });

  it('says an estimated total is approximate (a broad search on a big table, decision 023)', async () => {
    setup('premium', (q) =>
      jsonResponse(q.get('search') === 'güneş' ? { ...projectPage(1, 3300), total_approximate: true } : projectPage(1)),
    );
    await screen.findByRole('table');
    expect(screen.getByText(/proje bulundu/)).toHaveTextContent('31 proje bulundu · Sayfa 1 / 4');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Projelerde ara' }), { target: { value: 'güneş' } });
    await waitFor(() => expect(screen.getByText(/proje bulundu/)).toHaveTextContent('yaklaşık 3.300 proje bulundu · Sayfa 1 / 330'), { timeout: 2000 });
  });

  it('builds the rows once: a table with sortable headers from 768 px, cards and a sort picker below it, never both', async () => {
    setup('visitor', () => jsonResponse(projectPage(1)));
    await screen.findByRole('table');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByLabelText('Sıralama')).not.toBeInTheDocument();
    cleanupAfterTest();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === BELOW_MD, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const { fetchMock } = setup('premium', () => jsonResponse(projectPage(1)));
    expect(await screen.findAllByRole('article')).toHaveLength(projectPage(1).items.length);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sıralama'), { target: { value: 'project_name:asc' } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/projects')).toEqual(['', 'sort=project_name&dir=asc']));
  });

  it('disables the search box for visitors', async () => {
    setup('visitor', () => jsonResponse(projectPage(1)));
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Projelerde ara' })).toBeDisabled();
    expect(screen.getByText('Arama yalnızca üyelere açıktır.')).toBeInTheDocument();
  });

  it('shows the error with "Yeniden Dene", and the empty text', async () => {
    let fail = true;
    setup('premium', () =>
      fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Hata' }, 500) : jsonResponse(projectPage(1, 0)),
    );
    expect(await screen.findByText('Projeler yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Arama kriterlerinize uygun proje bulunamadı.')).toBeInTheDocument();
  });
});
