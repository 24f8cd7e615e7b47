import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import SubmissionsPage from './submissions';

const USER = testUser({ email: 'uye@gunesveri.test' });

afterEach(cleanupAfterTest);

const row = (name: string, status: 'pending' | 'approved' | 'rejected', feedback: string | null, minute: number) => ({
  id: `30000000-0000-4000-8000-${String(minute).padStart(12, '0')}`,
  name,
  status,
  admin_feedback: feedback,
  created_at: new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString(),
});

describe('/profile/submissions', () => {
  it('shows company and project applications in two tabs with the spec\'s status labels and feedback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/submissions': () =>
            jsonResponse({
              companies: [row('Anadolu Solar A.Ş.', 'pending', null, 2), row('Ege Enerji', 'rejected', 'Vergi numarası eksik', 1)],
              projects: [row('Konya 5 MWp GES', 'approved', 'Başvurunuz onaylandı.', 3)],
            }),
        }),
      ),
    );
    const { router } = renderWithApp(<SubmissionsPage />, { path: '/profile/submissions' });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('cell', { name: 'Anadolu Solar A.Ş.' })).toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows[0]).toContain('Beklemede');
    expect(rows[1]).toContain('Reddedildi');
    expect(rows[1]).toContain('Vergi numarası eksik');

    fireEvent.click(screen.getByRole('tab', { name: 'Proje Başvuruları' }));
    expect(router.state.location.search).toBe('?tab=projects');
    const projects = screen.getByRole('tabpanel');
    expect(within(projects).getByRole('row', { name: /Konya 5 MWp GES/ })).toHaveTextContent('Onaylandı');
    expect(within(projects).getByText('Başvurunuz onaylandı.')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and "Başvurular yüklenirken bir hata oluştu" with a retry on failure', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/auth/session': () => jsonResponse({ user: USER }),
          'GET /api/me/submissions': () => (fail ? jsonResponse({ statusCode: 500, message: 'x' }, 500) : jsonResponse({ companies: [], projects: [] })),
        }),
      ),
    );
    renderWithApp(<SubmissionsPage />, { path: '/profile/submissions?tab=projects' });
    expect(await screen.findByText('Başvurular yüklenirken bir hata oluştu', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Henüz proje başvurunuz yok')).toBeInTheDocument();
  });
});
