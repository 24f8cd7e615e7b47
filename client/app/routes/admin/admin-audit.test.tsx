import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import AdminRoutes from '../../../features/admin/ui/admin-routes';

// /admin/audit as a resource list: the "mine" checkbox sends the signed-in admin's id, the entity
// select its key, and newer / older page by position (the answer has no total).

afterEach(cleanupAfterTest);

const ADMIN = testUser({ id: '70000000-0000-4000-8000-000000000001', is_super_admin: true });

const entry = (n: number) => ({
  id: `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  admin_email: 'admin@gunesveri.test',
  action: 'update',
  entity: 'projects',
  entity_id: `p-${n}`,
  before: { project_name: 'Eski ad' },
  after: { project_name: 'Yeni ad' },
  changed: ['project_name'],
  created_at: '2026-11-27T09:00:00.000Z',
});

describe('/admin/audit', () => {
  it('filters by entity and by the admin, and pages newer / older by position', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/auth/session') return jsonResponse({ user: ADMIN });
        asked.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        // A full first page, then a short second one: there is nothing older after it.
        return jsonResponse({ items: page === 1 ? [entry(1), entry(2)] : [entry(3)], page, page_size: 2 });
      }),
    );
    renderWithApp(<p />, { path: '/admin/audit', routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });
    expect(await screen.findByText('p-1', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('Güncelledi', { exact: false })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Daha yeni' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Daha eski' }));
    expect(await screen.findByText('p-3', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daha eski' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Kayıt türü'), { target: { value: 'users' } });
    await waitFor(() => expect(asked.at(-1)?.get('entity')).toBe('users'));
    expect(asked.at(-1)?.get('page')).toBe('1');

    fireEvent.click(screen.getByLabelText('Yalnızca benim işlemlerim'));
    await waitFor(() => expect(asked.at(-1)?.get('admin_id')).toBe(ADMIN.id));
  });
});
