import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES as M, type AdminApiKey } from '../../../../shared/schemas/api-keys';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import AdminRoutes from '../../../features/admin/ui/admin-routes';

// /admin/api-keys (docs/product-rules.md#api-keys): every member's keys; an active key is revoked
// after a confirmation, a revoked one offers nothing.

afterEach(cleanupAfterTest);

const row = (overrides: Partial<AdminApiKey>): AdminApiKey => ({
  id: '3b1f0c1e-8a2d-4c55-9d0e-2f7a6b5c4d3e',
  member_email: 'premium@gunesveri.test',
  name: 'Excel raporu',
  prefix: 'gv_live_ab12cd',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-27T08:00:00.000Z',
  revoked_at: null,
  recent_requests: 42,
  total_requests: 120,
  ...overrides,
});

describe('/admin/api-keys', () => {
  it('lists keys with member, prefix and usage, and revokes an active one after the confirmation', async () => {
    let items = [row({}), row({ id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Eski', prefix: 'gv_live_zz99yy', total_requests: 7, revoked_at: '2026-11-21T09:00:00.000Z' })];
    const revoked: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/api-keys')) return jsonResponse({ items, total: items.length, capped: false, page: 1, page_size: 20 });
      if (init?.method === 'POST' && url.endsWith('/revoke')) {
        revoked.push(url);
        items = items.map((k) => (url.includes(k.id) ? { ...k, revoked_at: '2026-11-27T10:00:00.000Z' } : k));
        return jsonResponse({ message: M.revoked });
      }
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Bulunamadı' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<p />, { path: '/admin/api-keys', routes: [{ path: '/admin/*', element: <><AdminRoutes /><Toaster /></> }] });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('premium@gunesveri.test')).toHaveLength(2);
    expect(within(table).getByText('gv_live_ab12cd…')).toBeInTheDocument();
    expect(within(table).getByText('Toplam 120')).toBeInTheDocument();
    // Only the active key can be revoked.
    expect(screen.queryByRole('button', { name: 'İptal Et: Eski (gv_live_zz99yy…)' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'İptal Et: Excel raporu (gv_live_ab12cd…)' }));
    const dialog = await screen.findByRole('dialog', { name: 'API anahtarı iptal edilsin mi?' });
    expect(dialog).toHaveTextContent(M.revokeConfirm);
    expect(revoked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    expect(revoked).toEqual(['/api/admin/api-keys/3b1f0c1e-8a2d-4c55-9d0e-2f7a6b5c4d3e/revoke']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'İptal Et: Excel raporu (gv_live_ab12cd…)' })).not.toBeInTheDocument());
  });
});
