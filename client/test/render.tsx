import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** Renders `ui` at `path` inside a memory router and a fresh QueryClient (no retries). */
export function renderWithApp(ui: ReactElement, { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {}) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
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
