import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { CompanySummary, ProjectSummary } from '../../../../shared/schemas/dashboard';
import { projectPage, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { installedResponse, installedRow, productionResponse, productionRow } from '../../../features/statistics/test-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { useLocation } from 'react-router';
import { PremiumRequiredNotice, premiumRequired } from '../../../components/ui/premium-required-notice';
import DashboardPage from './dashboard';

afterEach(cleanupAfterTest);

const PREMIUM = testUser({ email: 'premium@gunesveri.test', is_premium: true });

const PROJECTS: ProjectSummary = {
  total_projects: 1234,
  total_dc_power_mwp: 5678.91,
  average_dc_power_mwp: 4.6,
  by_status: [
    { name: 'Devreye Alınan', count: 700, total_dc_power_mwp: 3000 },
    { name: 'Kurulum Aşamasında', count: 300, total_dc_power_mwp: 1500.5 },
    { name: 'Yeni Proje', count: 234, total_dc_power_mwp: 1178.41 },
  ],
  by_type: [
    { name: 'Arazi GES', count: 1000 },
    { name: 'Çatı GES', count: 234 },
  ],
  top_cities: [
    { name: 'Konya', count: 120, total_dc_power_mwp: 1500 },
    { name: 'Ankara', count: 80, total_dc_power_mwp: 900.25 },
  ],
};

const COMPANIES: CompanySummary = {
  total_companies: 200,
  verified_companies: 50,
  by_activity: [
    { name: 'EPC / Anahtar Teslim Kurulum', count: 120 },
    { name: 'Finansman', count: 80 },
  ],
  by_product: [{ name: 'İnverter', count: 200 }],
  top_cities: [{ name: 'İstanbul', count: 90 }],
};

const refusal = (status: 401 | 403) =>
  status === 401
    ? jsonResponse({ statusCode: 401, code: 'LOGIN_REQUIRED', message: 'Bu işlem için giriş yapmalısınız.' }, 401)
    : jsonResponse({ statusCode: 403, code: 'PREMIUM_REQUIRED', message: 'Bu özellik premium üyelere özeldir.' }, 403);

type Answers = Partial<Record<'session' | 'projects' | 'companies', () => Response | Promise<Response>>>;

/** Where the dashboard sends the refused viewer: the packages pages show the same notice. */
function PackagesStandIn({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      {premiumRequired(location.state) && <PremiumRequiredNotice />}
      <h1>{title}</h1>
    </>
  );
}

function setup(user: CurrentUser | null, path = '/dashboard', answers: Answers = {}) {
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/auth/session': answers.session ?? (() => jsonResponse({ user })),
      'GET /api/statistics/installed-power': () => jsonResponse(installedResponse([installedRow(2025, 3), installedRow(2025, 2)])),
      'GET /api/statistics/production': () => jsonResponse(productionResponse([productionRow(2023, 5)])),
      'GET /api/dashboard/projects': answers.projects ?? (() => jsonResponse(PROJECTS)),
      'GET /api/dashboard/companies': answers.companies ?? (() => jsonResponse(COMPANIES)),
      'GET /api/projects': () => jsonResponse(projectPage(1)),
      'GET /api/reference': () => jsonResponse(REFERENCE),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<DashboardPage />, {
    path,
    routes: [
      { path: '/packages', element: <PackagesStandIn title="Paketler" /> },
      { path: '/packages/public', element: <PackagesStandIn title="Fiyatlandırma" /> },
    ],
  });
  return { fetchMock, ...view };
}

describe('dashboard access', () => {
  it('sends a visitor to /packages/public with the premium notice, without asking for summaries', async () => {
    const { router, fetchMock } = setup(null);
    expect(await screen.findByText('Bu sayfa premium üyelere özeldir')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages/public');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/session']);
  });

  it('sends a signed-in member to /packages with the premium notice', async () => {
    const { router } = setup(testUser());
    expect(await screen.findByText('Bu sayfa premium üyelere özeldir')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages');
    expect(screen.getByText('Paketler')).toBeInTheDocument();
  });

  it('treats an ended trial as a member', async () => {
    const { router } = setup(testUser({ is_premium: true, is_trial: true, trial_days_left: 0, premium_trial_ends_at: '2025-01-01T00:00:00.000Z' }));
    await screen.findByText('Bu sayfa premium üyelere özeldir');
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('waits for the session before deciding', async () => {
    let answer!: (response: Response) => void;
    const { router } = setup(PREMIUM, '/dashboard', { session: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Yükleniyor…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    answer(jsonResponse({ user: testUser({ is_premium: true, is_trial: true, trial_days_left: 5, premium_trial_ends_at: '2030-01-01T00:00:00.000Z' }) }));
    expect(await screen.findByRole('heading', { name: 'Analitik Panosu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects when the server refuses a summary: 403 PREMIUM_REQUIRED to /packages, 401 to /packages/public', async () => {
    const first = setup(PREMIUM, '/dashboard?tab=projects', { projects: () => refusal(403) });
    await screen.findByText('Bu sayfa premium üyelere özeldir');
    expect(first.router.state.location.pathname).toBe('/packages');
    cleanupAfterTest();

    const second = setup(PREMIUM, '/dashboard?tab=companies', { companies: () => refusal(401) });
    await screen.findByText('Bu sayfa premium üyelere özeldir');
    expect(second.router.state.location.pathname).toBe('/packages/public');
  });
});

describe('dashboard for premium users', () => {
  it('opens on installed power as charts, keeps the tab in ?tab= and moves with the arrow keys', async () => {
    const { router } = setup(PREMIUM);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Kurulu Güç', 'Üretim', 'Projeler', 'Firmalar', 'Trafo Merkezleri']);
    expect(screen.getByRole('tab', { name: 'Kurulu Güç' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Grafik' })).toHaveAttribute('aria-pressed', 'true');
    expect((await within(panel).findAllByRole('figure', {}, { timeout: 5000 })).length).toBe(2);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Kurulu Güç' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=production');
    expect(screen.getByRole('tab', { name: 'Üretim' })).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Elektrik Üretimi' })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Üretim' }), { key: 'End' });
    expect(router.state.location.search).toBe('?tab=stations');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Trafo Merkezleri' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=installed-power');
  });

  it('shows the project summary and switches to all projects and back', async () => {
    setup(PREMIUM, '/dashboard?tab=projects');
    const panel = await screen.findByRole('tabpanel');
    // The total is the first card's figure (and the status donut's middle).
    expect((await within(panel).findByText('Toplam Proje')).nextSibling).toHaveTextContent('1.234');
    expect(within(panel).getByText('Toplam DC Güç').nextSibling).toHaveTextContent('5.678,9MWp');
    expect(within(panel).getByText('Ortalama Proje Büyüklüğü').nextSibling).toHaveTextContent('4,60MWp');
    const byStatus = within(panel).getByRole('heading', { name: 'Duruma Göre Projeler' }).closest('section')!;
    expect(await within(byStatus).findByText('Devreye Alınan')).toBeInTheDocument();
    expect(within(byStatus).getByText('Kurulum Aşamasında')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Tipe Göre Projeler' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Kurulu Güce Göre İlk 10 Şehir (MWp)' })).toBeInTheDocument();

    const summaryButton = within(panel).getByRole('button', { name: 'Özet' });
    const listButton = within(panel).getByRole('button', { name: 'Tüm Projeler' });
    expect(summaryButton).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(listButton);
    expect(listButton).toHaveAttribute('aria-pressed', 'true');
    expect(await within(panel).findByRole('table')).toBeInTheDocument();
    expect(within(panel).getAllByText('Proje 1 GES').length).toBeGreaterThan(0);
    expect(within(panel).getByText('Toplam DC Güç')).not.toBeVisible();

    fireEvent.click(summaryButton);
    expect(within(panel).getByText('Toplam DC Güç')).toBeVisible();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the company summary with the verified count', async () => {
    setup(PREMIUM, '/dashboard?tab=companies');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Toplam Firma')).toBeInTheDocument();
    expect(within(panel).getByText('Toplam Firma').nextSibling).toHaveTextContent('200');
    expect(within(panel).getByText('Editörce Doğrulanan Firma').nextSibling).toHaveTextContent('50');
    expect(within(panel).getByText('Doğrulanma oranı %25,0')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Faaliyet Alanına Göre Firmalar' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Ürün / Hizmet Tipine Göre Firmalar' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Firma Sayısına Göre İlk 10 Şehir' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Tüm Firmalar' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a summary error with "Yeniden Dene", and the empty state', async () => {
    let answer = () => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Sunucu hatası' }, 500);
    setup(PREMIUM, '/dashboard?tab=projects', { projects: () => answer() });
    expect(await screen.findByText('Proje özeti yüklenirken bir hata oluştu')).toBeInTheDocument();
    answer = () => jsonResponse({ ...PROJECTS, total_projects: 0, by_status: [], by_type: [], top_cities: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Henüz proje verisi bulunmuyor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Proje özeti yüklenirken bir hata oluştu')).not.toBeInTheDocument());
  });
});
