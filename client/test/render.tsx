import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { CurrentUser } from '../../shared/schemas/auth';
import { expect, vi } from 'vitest';
import { SessionProvider } from '../api/session';
import { RealtimeProvider } from '../api/realtime-provider';
import type { SocketFactory } from '../lib/realtime/realtime-connection';
import { createQueryClient } from '../lib/query-client';
import { clearToasts } from '../lib/toast';
import { loadModal } from '../components/ui/modal';

// Dialogs load their code on first open in the app; component tests start with it loaded, so a
// dialog appears in the same render as the click that opens it (the lazy path has its own test).
await loadModal();

// findBy…/waitFor wait up to 5 s for what the user waits for (1 s by default): a file's first test
// also waits for its lazy modules to be compiled on demand, which on a loaded 2-core machine once
// took longer than the default allows with nothing wrong (docs/benchmarks.md#code-figures).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Renders `ui` at `path` inside a memory router and a fresh QueryClient (no retries). Extra `routes`
 * (e.g. `{ path: '/', element: <p>Ana sayfa</p> }`) show where navigation lands; `strict` wraps the
 * tree in StrictMode like the app does. `createSocket` (e.g. `FakeSocket.factory`) adds the app's
 * realtime connection; without it there is none.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    routes = [],
    strict = false,
    createSocket,
  }: { path?: string; routes?: RouteObject[]; strict?: boolean; createSocket?: SocketFactory } = {},
) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  // flushSync as the app's react-router/dom provider passes it (navigate(..., { flushSync: true })).
  const app = <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />;
  const tree = (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{createSocket ? <RealtimeProvider createSocket={createSocket}>{app}</RealtimeProvider> : app}</SessionProvider>
    </QueryClientProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient };
}

/** For `afterEach`: unmounts, empties the toast store, restores real timers and the stubbed globals (fetch). */
export function cleanupAfterTest() {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in routing by "METHOD /path"; unknown calls answer 404 with the API error shape. */
export function fakeFetch(handlers: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url}`];
    if (handler) return handler(url, init);
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Bulunamadı' }, 404);
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A signed-in member as GET /api/auth/session returns it; `overrides` change single fields. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  // Mirrors what the server's presenter sends for these flags, unless a test sets tier itself.
  const premium = Boolean(overrides.is_premium) && !(overrides.is_trial && overrides.trial_days_left === 0);
  return {
    tier: premium ? 'premium' : 'member',
    abilities: { premium_features: premium, admin: Boolean(overrides.is_super_admin), start_trial: !overrides.is_premium },
    id: '7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0b01',
    email: 'uye@gunesveri.test',
    is_premium: false,
    is_super_admin: false,
    is_trial: false,
    premium_trial_ends_at: null,
    trial_days_left: null,
    token_balance: 50,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** The home route for `renderWithApp`'s `routes`, to see redirects land on "/". */
export const HOME_ROUTE: RouteObject = { path: '/', element: <p>Ana sayfa içeriği</p> };

/**
 * The user presses Escape: the key goes to whatever has focus. An open dialog takes focus as it
 * opens (React Aria moves it after mounting), so the key waits for that, as a user would. React Aria
 * also blurs and re-focuses the dialog once, 500 ms after it opened (a VoiceOver workaround), so focus
 * can leave again while waitFor hands back: the check is repeated right before the key is sent.
 */
export async function pressEscape() {
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  const top = dialogs[dialogs.length - 1];
  while (top && !top.contains(document.activeElement)) {
    await waitFor(() => expect(top.contains(document.activeElement)).toBe(true));
  }
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}
