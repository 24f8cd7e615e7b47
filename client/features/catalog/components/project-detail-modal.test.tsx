import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../../shared/schemas/auth';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser, pressEscape } from '../../../test/render';
import { bodiesTo, project, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { HISTORY } from '../test-fixtures';
import { ProjectDetailModal } from './project-detail-modal';
import { queryKeys } from '../../../api/query-keys';

afterEach(cleanupAfterTest);

/** The project's sources: every viewer reads them (docs/product-rules.md#provenance). */
const GPPD = {
  id: '70000000-0000-4000-8000-000000000001',
  name: 'WRI Global Power Plant Database v1.3.0',
  licence: 'CC BY 4.0',
  url: 'https://github.com/wri/global-power-plant-database',
  is_generated: false,
  verified_on: '2021-06-02',
  retrieved_on: '2026-11-26',
  // The data's own date: what the line shows, not the day it was read or checked (decision 054).
  data_date: '2019-12-31',
  citations: [],
};
const SAMPLE = { ...GPPD, id: '70000000-0000-4000-8000-000000000002', name: 'GüneşVeri örnek verisi', licence: 'Örnek veri — resmî değil', url: null, is_generated: true, verified_on: null, data_date: null };
const BASIC = { ...project(2), storage_capacity: null, storage_capacity_unit: 'kWh', location: null, sources: [GPPD, SAMPLE] };
const FULL = {
  ...BASIC,
  investor: 'Kalyon Enerji',
  contractor: null,
  pv_module: null,
  inverter: null,
  construction: null,
  inspection_consulting: null,
  maintenance_repair: null,
  total_investment_cost: 1_500_000,
  investment_currency: 'USD',
  financial_institution: null,
  permission_status: null,
  companies: [{ role: 'investor_company_id', role_label: 'Yatırımcı', id: '60000000-0000-4000-8000-000000000001', company_name: 'Kalyon Enerji', represented: true }],
  history: HISTORY,
};
const PATH = `/api/projects/${BASIC.id}`;

const COSTS = { company_detail: 25, project_detail: 40, filter: 15, search: 15, pagination: 5 };

function setup(
  viewer: ReturnType<typeof testUser> | null,
  detail: unknown,
  open: () => Response = () => jsonResponse({ project: FULL, access: 'full', cost: null, charged: { amount: 40, balance: 460 } }),
  liveCosts: Record<string, number> | null = null,
) {
  const fetchMock = vi.fn(
    routeFetch({
      [`GET ${PATH}`]: () => jsonResponse(detail),
      [`POST ${PATH}/open`]: open,
      ...(liveCosts ? { 'GET /api/token-costs': () => jsonResponse({ costs: liveCosts }) } : {}),
      'GET /api/reference': () => jsonResponse(REFERENCE),
      'GET /api/auth/session': () => jsonResponse({ user: viewer }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onOpenCompany = vi.fn();
  const view = renderWithApp(<ProjectDetailModal id={BASIC.id} viewer={viewer} onClose={() => {}} onOpenCompany={onOpenCompany} />);
  view.queryClient.setQueryData<SessionInfo>(queryKeys.session, { user: viewer });
  return { fetchMock, onOpenCompany, ...view };
}

describe('ProjectDetailModal', () => {
  it('shows a member the basic fields, placeholders for premium ones and the way to /packages', async () => {
    setup(testUser(), { project: BASIC, access: 'locked', cost: null });
    const dialog = await screen.findByRole('dialog', { name: 'Proje 2 GES' });
    expect(within(dialog).getByText('Devreye Alınan')).toBeInTheDocument();
    expect(within(dialog).getByText('9,1 MWp')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('premium-placeholder')).toHaveLength(10);
    expect(within(dialog).getByRole('link', { name: 'Premium Üye Ol' })).toHaveAttribute('href', '/packages');
    expect(within(dialog).queryByRole('button', { name: 'Detayları Aç' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Güncelleme Öner' })).toBeInTheDocument();
    // The sources are not premium: one line each, the sample one marked and never shown as official.
    const lines = within(within(dialog).getByRole('list', { name: 'Kaynaklar' })).getAllByRole('listitem');
    expect(within(lines[0]!).getByRole('link')).toHaveTextContent('Kaynak: WRI Global Power Plant Database v1.3.0 · CC BY 4.0 · 2019');
    expect(within(lines[0]!).getByRole('link')).toHaveAttribute('href', GPPD.url);
    expect(within(lines[0]!).queryByText('Örnek veri')).not.toBeInTheDocument();
    // Sample data has no data date: no year, and never the day it was generated.
    expect(within(lines[1]!).getByRole('link')).toHaveTextContent(/^Kaynak: GüneşVeri örnek verisi · Örnek veri — resmî değil$/);
    expect(within(lines[1]!).getByText('Örnek veri')).toBeInTheDocument();
    // "Son doğrulama": the newest data date among the sources.
    expect(within(dialog).getByText('Son doğrulama: 31 Aralık 2019')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tüm kaynaklar ve lisanslar' })).toHaveAttribute('href', '/veri-kaynaklari');
  });

  it('sends visitors to /packages/public and offers them no suggestion', async () => {
    setup(null, { project: BASIC, access: 'locked', cost: null });
    const dialog = await screen.findByRole('dialog', { name: 'Proje 2 GES' });
    expect(within(dialog).getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages/public');
    expect(within(dialog).queryByRole('button', { name: 'Güncelleme Öner' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Kaynak: WRI Global Power Plant Database v1.3.0 · CC BY 4.0 · 2019')).toBeInTheDocument();
  });

  it("names a compilation row's own pages, each by its publisher, and dates it by the row's own date", async () => {
    const yeka = {
      ...GPPD,
      id: '70000000-0000-4000-8000-000000000003',
      name: 'YEKA GES yarışma sonuçları',
      licence: 'Kamuya açık bilgi — kaynak gösterilerek',
      url: null,
      data_date: '2021-04-26',
      citations: [
        { publisher: 'star.com.tr', url: 'https://m.star.com.tr/ekonomi/yatirimcilar-gunes-enerjisi-icin-yarisiyor' },
        { publisher: 'aa.com.tr', url: 'https://www.aa.com.tr/tr/ekonomi/yeka' },
      ],
    };
    setup(null, { project: { ...BASIC, sources: [yeka, GPPD] }, access: 'locked', cost: null });
    const dialog = await screen.findByRole('dialog', { name: 'Proje 2 GES' });
    const line = within(within(dialog).getByRole('list', { name: 'Kaynaklar' })).getAllByRole('listitem')[0]!;
    expect(line).toHaveTextContent('Kaynak: YEKA GES yarışma sonuçları · Kamuya açık bilgi — kaynak gösterilerek · 2021');
    expect(within(line).getByRole('link', { name: /^star\.com\.tr/ })).toHaveAttribute('href', yeka.citations[0]!.url);
    expect(within(line).getByRole('link', { name: /^aa\.com\.tr/ })).toHaveAttribute('href', yeka.citations[1]!.url);
    expect(within(dialog).getByText('Son doğrulama: 26 Nisan 2021')).toBeInTheDocument();
  });

  it('says so when no source is linked to the project yet', async () => {
    setup(null, { project: { ...BASIC, sources: [] }, access: 'locked', cost: null });
    const dialog = await screen.findByRole('dialog', { name: 'Proje 2 GES' });
    expect(within(dialog).getByText('Bu kayıt için henüz kaynak bağlanmadı.')).toBeInTheDocument();
  });

  it('lets a premium user open a verified project: confirmation with the cost, then everything shows', async () => {
    const viewer = testUser({ is_premium: true, token_balance: 500 });
    const { fetchMock, onOpenCompany, queryClient } = setup(viewer, { project: BASIC, access: 'payment_required', cost: 40 });
    // Escape closes only the dialog on top.
    fireEvent.click(await screen.findByRole('button', { name: 'Detayları Aç' }));
    await pressEscape();
    expect(screen.queryByRole('dialog', { name: 'Bakiye Kullanımı' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Proje 2 GES' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Detayları Aç' }));
    const confirm = screen.getByRole('dialog', { name: 'Bakiye Kullanımı' });
    expect(within(confirm).getByTestId('balance-after')).toHaveTextContent('460 Bakiye');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Onayla (40 Bakiye)' }));

    expect(await screen.findByText('Kalyon Enerji', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bakiye Kullanımı' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('premium-placeholder')).not.toBeInTheDocument();
    expect(screen.getByText('$1.500.000,00')).toBeInTheDocument();
    // The open carries the cost the confirmation showed.
    expect(fetchMock).toHaveBeenCalledWith(`${PATH}/open`, expect.objectContaining({ method: 'POST', body: '{"expected_cost":40}' }));
    expect(queryClient.getQueryData<SessionInfo>(queryKeys.session)?.user?.token_balance).toBe(460);

    // A linked company with a verified representative carries its mark (docs/decisions/069).
    const linked = screen.getByRole('button', { name: /Kalyon Enerji\s*Yatırımcı/ });
    expect(within(linked).getByTestId('represented-mark')).toHaveTextContent('Doğrulanmış firma');
    fireEvent.click(linked);
    expect(onOpenCompany).toHaveBeenCalledWith('60000000-0000-4000-8000-000000000001');
    // The history came with the paid detail, and shows under it.
    expect(screen.getByRole('heading', { name: 'Proje Geçmişi' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Proje geçmişi' })).getByText('ÇED Olumlu')).toBeInTheDocument();
  });

  it('shows no history section to a viewer without the full detail (the API sends none)', async () => {
    setup(testUser({ is_premium: true, token_balance: 500 }), { project: BASIC, access: 'payment_required', cost: 40 });
    await screen.findByRole('button', { name: 'Detayları Aç' });
    expect(screen.queryByRole('heading', { name: 'Proje Geçmişi' })).not.toBeInTheDocument();
    expect(screen.getByText(/projenin geçmişi premium üyelere açıktır|Tüm detayları/)).toBeInTheDocument();
  });

  it('sends the live cost the confirmation shows, not the one the detail was read with', async () => {
    const { fetchMock } = setup(testUser({ is_premium: true, token_balance: 500 }), { project: BASIC, access: 'payment_required', cost: 40 }, undefined, {
      ...COSTS,
      project_detail: 45,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Detayları Aç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla (45 Bakiye)' }));
    await waitFor(() => expect(bodiesTo(fetchMock, `${PATH}/open`)).toEqual([{ expected_cost: 45 }]));
  });

  it('shows the new cost when the server refuses a changed one, and opens when it is confirmed', async () => {
    let calls = 0;
    const { fetchMock, queryClient } = setup(
      testUser({ is_premium: true, token_balance: 500 }),
      { project: BASIC, access: 'payment_required', cost: 40 },
      () =>
        ++calls === 1
          ? jsonResponse(
              { statusCode: 409, code: 'COST_CHANGED', message: 'Bu işlemin maliyeti siz onaylarken değişti. Lütfen yeni tutarı onaylayın.', details: { cost: 50, expected_cost: 40 } },
              409,
            )
          : jsonResponse({ project: FULL, access: 'full', cost: null, charged: { amount: 50, balance: 450 } }),
      COSTS,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Detayları Aç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla (40 Bakiye)' }));
    const confirm = screen.getByRole('dialog', { name: 'Bakiye Kullanımı' });
    await waitFor(() => expect(within(confirm).getByRole('alert')).toHaveTextContent('maliyeti siz onaylarken değişti'));
    expect(within(confirm).getByTestId('cost-total')).toHaveTextContent('50 Bakiye');
    expect(within(confirm).getByTestId('balance-after')).toHaveTextContent('450 Bakiye');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Onayla (50 Bakiye)' }));
    expect(await screen.findByText('Kalyon Enerji', { selector: 'dd' })).toBeInTheDocument();
    expect(bodiesTo(fetchMock, `${PATH}/open`)).toEqual([{ expected_cost: 40 }, { expected_cost: 50 }]);
    expect(queryClient.getQueryData<SessionInfo>(queryKeys.session)?.user?.token_balance).toBe(450);
  });

  it('shows "Yetersiz bakiye" in the confirmation when the server refuses the debit', async () => {
    setup(testUser({ is_premium: true, token_balance: 500 }), { project: BASIC, access: 'payment_required', cost: 40 }, () =>
      jsonResponse({ statusCode: 402, code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' }, 402),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Detayları Aç' }));
    fireEvent.click(screen.getByRole('button', { name: 'Onayla (40 Bakiye)' }));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Bakiye Kullanımı' })).getByRole('alert')).toHaveTextContent('Yetersiz bakiye'));
  });

  it('shows the server message for a bad id', async () => {
    vi.stubGlobal('fetch', vi.fn(routeFetch({ [`GET ${PATH}`]: () => jsonResponse({ statusCode: 400, code: 'INVALID_ID', message: 'Geçersiz proje ID' }, 400) })));
    renderWithApp(<ProjectDetailModal id={BASIC.id} viewer={null} onClose={() => {}} onOpenCompany={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz proje ID');
  });
});
