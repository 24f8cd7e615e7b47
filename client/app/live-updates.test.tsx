import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../test/render';
import { FakeSocket } from '../test/fake-socket';
import { setViewer } from '../api/session';
import { TokenConfirmModal } from '../features/catalog/components/token-confirm-modal';
import type { TokenCosts } from '../lib/realtime/realtime-connection';
import { queryKeys } from '../api/query-keys';

const COSTS: TokenCosts = { company_detail: 25, project_detail: 40, filter: 15, search: 15, pagination: 5, export_rows: 1 };

beforeEach(() => FakeSocket.reset());
afterEach(cleanupAfterTest);

function renderShell(user: ReturnType<typeof testUser> | null = null) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/auth/session': () => jsonResponse({ user }),
      'GET /api/token-costs': () => jsonResponse({ costs: COSTS }),
    }),
  );
  return renderWithApp(<p />, { routes: [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>Ana sayfa</p> }] }], createSocket: FakeSocket.factory });
}

const onlineCount = () => within(screen.getByRole('banner')).getByTestId('online-count');

describe('RealtimeProvider with the header', () => {
  it('opens one socket to /api/realtime and shows the live count, a dash when 0 or unknown', async () => {
    renderShell();
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.last.url).toBe(`ws://${window.location.host}/api/realtime`);
    expect(onlineCount()).toHaveTextContent('Çevrimiçi kullanıcı: –');

    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.receive({ type: 'presence', count: 2 });
    });
    expect(onlineCount()).toHaveTextContent('Çevrimiçi kullanıcı: 2');
    act(() => FakeSocket.last.receive({ type: 'presence', count: 1234 }));
    expect(onlineCount()).toHaveTextContent('Çevrimiçi kullanıcı: 1.234');

    // Disconnected: the last count stays.
    act(() => FakeSocket.last.drop({ error: true }));
    expect(onlineCount()).toHaveTextContent('Çevrimiçi kullanıcı: 1.234');
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2), { timeout: 2_000 });
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.receive({ type: 'presence', count: 0 });
    });
    expect(onlineCount()).toHaveTextContent('Çevrimiçi kullanıcı: –');
  });

  it('reconnects when the viewer signs in or out, not when the session is first read', async () => {
    const { queryClient } = renderShell(testUser());
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Bakiye: 50' })).toBeInTheDocument();
    expect(FakeSocket.made).toHaveLength(1);
    const first = FakeSocket.last;
    act(() => first.open());

    await act(() => setViewer(queryClient, null));
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(2);

    // The same viewer again: nothing to redo.
    await act(() => setViewer(queryClient, null));
    expect(FakeSocket.made).toHaveLength(2);

    await act(() => setViewer(queryClient, testUser({ id: '0b7c1f7e-3c55-4d0e-a3f5-6f0f6c7b8a90' })));
    expect(FakeSocket.made).toHaveLength(3);
    expect(FakeSocket.made.filter((socket) => socket.closedWith === undefined)).toEqual([FakeSocket.last]);
  });

  it('closes the socket when the app goes away', async () => {
    const { unmount } = renderShell();
    await screen.findByText('Ana sayfa');
    unmount();
    expect(FakeSocket.last.closedWith).toBe(1000);
  });
});

describe('live token costs in the confirmation modal', () => {
  it('shows the fetched cost first, then each cost the server pushes', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/token-costs': () => jsonResponse({ costs: { ...COSTS, project_detail: 45 } }) }));
    const { queryClient } = renderWithApp(
      <TokenConfirmModal costs={[{ cost_key: 'project_detail', amount: 40 }]} total={40} balance={100} onConfirm={() => {}} onCancel={() => {}} />,
      { createSocket: FakeSocket.factory },
    );
    // The quoted amount until GET /api/token-costs answers.
    expect(screen.getByTestId('cost-total')).toHaveTextContent('40 Bakiye');
    await waitFor(() => expect(screen.getByTestId('cost-total')).toHaveTextContent('45 Bakiye'));

    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.receive({ type: 'token_costs', costs: { ...COSTS, project_detail: 55 } });
    });
    expect(queryClient.getQueryData(queryKeys.tokenCosts)).toEqual({ costs: { ...COSTS, project_detail: 55 } });
    await waitFor(() => expect(screen.getByTestId('cost-total')).toHaveTextContent('55 Bakiye'));
    expect(screen.getByTestId('balance-after')).toHaveTextContent('45 Bakiye');
    expect(screen.getByRole('button', { name: 'Onayla (55 Bakiye)' })).toBeInTheDocument();

    act(() => FakeSocket.last.receive({ type: 'token_costs', costs: { ...COSTS, project_detail: 120 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yetersiz bakiye');
    expect(screen.getByRole('alert')).toHaveTextContent('Bu işlem için 20 Bakiye daha gerekiyor.');
  });

  it('moves each line and the total of a quote with several costs', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/token-costs': () => jsonResponse({ costs: COSTS }) }));
    renderWithApp(
      <TokenConfirmModal
        costs={[
          { cost_key: 'filter', amount: 15 },
          { cost_key: 'pagination', amount: 5 },
        ]}
        total={20}
        balance={100}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      { createSocket: FakeSocket.factory },
    );
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.receive({ type: 'token_costs', costs: { ...COSTS, filter: 30 } });
    });
    await waitFor(() => expect(screen.getByText('Filtreleme').nextSibling).toHaveTextContent('30 Bakiye'));
    expect(screen.getByText('Sayfa değiştirme').nextSibling).toHaveTextContent('5 Bakiye');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('35 Bakiye');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('65 Bakiye');
  });

  it('a push wins over a GET still under way, and a disconnect marks the costs for fetching again', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/token-costs': () => new Promise<Response>((resolve) => (answer = resolve)) }),
    );
    const { queryClient } = renderWithApp(
      <TokenConfirmModal costs={[{ cost_key: 'company_detail', amount: 25 }]} total={25} balance={100} onConfirm={() => {}} onCancel={() => {}} />,
      { createSocket: FakeSocket.factory },
    );
    await waitFor(() => expect(queryClient.isFetching({ queryKey: queryKeys.tokenCosts })).toBe(1));
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.receive({ type: 'token_costs', costs: { ...COSTS, company_detail: 30 } });
    });
    await act(async () => answer(jsonResponse({ costs: COSTS })));
    await waitFor(() => expect(screen.getByTestId('cost-total')).toHaveTextContent('30 Bakiye'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('cost-total')).toHaveTextContent('30 Bakiye');
    expect(queryClient.getQueryData(queryKeys.tokenCosts)).toEqual({ costs: { ...COSTS, company_detail: 30 } });

    act(() => FakeSocket.last.drop());
    expect(queryClient.getQueryState(queryKeys.tokenCosts)?.isInvalidated).toBe(true);
    expect(screen.getByTestId('cost-total')).toHaveTextContent('30 Bakiye');
  });

  it('without live costs keeps the quoted amounts', async () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    renderWithApp(<TokenConfirmModal costs={[{ cost_key: 'search', amount: 15 }]} total={15} balance={100} onConfirm={() => {}} onCancel={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Onayla (15 Bakiye)' })).toBeInTheDocument());
  });
});
