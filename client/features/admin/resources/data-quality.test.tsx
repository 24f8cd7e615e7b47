import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAPS } from '../../../../shared/data-quality';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import AdminRoutes from '../ui/admin-routes';

// "Eksikler" (docs/decisions/067-data-quality-gaps-and-coverage.md) through the generated routes: the
// list chosen from the select with its count, a row's sources and its edit link by record kind, the
// empty list's text.

afterEach(cleanupAfterTest);

const counts = Object.fromEntries(GAPS.map((gap, i) => [gap.key, i === 0 ? 1 : 0]));
const trends = Object.fromEntries(GAPS.map((gap) => [gap.key, []]));
const page = (items: unknown[]) => ({ items, total: items.length, capped: false, page: 1, page_size: 10 });
const PROJECT = { id: '90000000-0000-4000-8000-000000000067', name: 'Karapınar GES', city: 'Konya', sources: ['YEKA GES yarışma sonuçları'], newest_data_date: '2025-11-25' };
const STATION = { id: '90000000-0000-4000-8000-000000000068', name: 'Adsız TM', city: 'Ankara', sources: [], newest_data_date: null };

describe('Eksikler', () => {
  it('lists the chosen gap with its count, opens a record in its own form, and says when a list is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/admin/quality/gaps': () => jsonResponse({ counts, trends }),
          'GET /api/admin/quality/gaps/no_coordinates?page=1': () => jsonResponse(page([PROJECT])),
          'GET /api/admin/quality/gaps/no_capacity?page=1': () => jsonResponse(page([])),
          'GET /api/admin/quality/gaps/station_no_real_capacity?page=1': () => jsonResponse(page([STATION])),
          'GET /api/admin/sources/options': () => jsonResponse({ items: [] }),
          'GET /api/reference': () => jsonResponse({ cities: [] }),
        }),
      ),
    );
    renderWithApp(<p />, { path: '/admin/data-quality/gaps', routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });
    const select = screen.getByLabelText('Eksik listesi');
    expect(await within(select).findByRole('option', { name: 'Koordinatı yok (1)' })).toBeInTheDocument();
    expect(await screen.findByText('YEKA GES yarışma sonuçları')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Düzenle\s*: Karapınar GES$/ })).toHaveAttribute('href', `/admin/projects/${PROJECT.id}`);

    fireEvent.change(select, { target: { value: 'no_capacity' } });
    expect(await screen.findByText('Bu listede kayıt yok')).toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'station_no_real_capacity' } });
    expect(await screen.findByText('Kaynak yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Düzenle\s*: Adsız TM$/ })).toHaveAttribute('href', `/admin/transformer-stations/definition/${STATION.id}`);
    expect(screen.getByText('Tarih yok')).toBeInTheDocument();
  });
});
