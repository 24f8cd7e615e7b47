import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompareResponse } from '../../../../shared/schemas/merges';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import AdminRoutes from '../ui/admin-routes';

// The side-by-side compare of two duplicates (decision 066): the differing fields are choices, the
// merge sends whose value stays for each, and "Geri Al" undoes it.

afterEach(cleanupAfterTest);

const A = '6f1c1b1e-0000-4000-8000-00000000000a';
const B = '6f1c1b1e-0000-4000-8000-00000000000b';
const record = (id: string, name: string) => ({
  id,
  name,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  sources: [{ source_id: '6f1c1b1e-0000-4000-8000-0000000000c1', name: 'EPDK lisans listesi', external_key: 'EÜ/1', verified_on: '2026-10-01' }],
  counts: { events: 2, openings: 1, watches: 3, suggestions: 0, submissions: 0, projects: 0, capacities: 0 },
});
const COMPARE: CompareResponse = {
  kind: 'project',
  a: record(A, 'Karapınar GES'),
  b: record(B, 'Karapinar Güneş Santrali'),
  fields: [
    { field: 'project_name', label: 'Proje adı', a: 'Karapınar GES', b: 'Karapinar Güneş Santrali', differs: true },
    { field: 'status_type_id', label: 'Proje durumu', a: 'İşletmede', b: 'İşletmede', differs: false },
    { field: 'dc_power', label: 'DC güç', a: '10 MWp', b: '12,5 MWp', differs: true },
    { field: 'investor', label: 'Yatırımcı', a: null, b: 'B Enerji', differs: true },
    { field: 'pv_module', label: 'PV modül', a: null, b: null, differs: false },
  ],
  capacities: [],
};
const PATH = `/admin/data-quality/compare/project/${A}/${B}`;

describe('the compare screen', () => {
  it('offers a choice for each differing field (the value there is by default), merges with those choices and undoes it', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        [`GET /api/admin/merges/compare/project/${A}/${B}`]: () => jsonResponse(COMPARE),
        'POST /api/admin/merges': () => jsonResponse({ id: '6f1c1b1e-0000-4000-8000-0000000000d1', survivor_id: A, merged_id: B, message: '"Karapinar Güneş Santrali" kaydı "Karapınar GES" kaydıyla birleştirildi.' }, 201),
        'POST /api/admin/merges/6f1c1b1e-0000-4000-8000-0000000000d1/undo': () => jsonResponse({ message: 'Birleştirme geri alındı' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<p />, { path: PATH, routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });

    const power = await screen.findByRole('group', { name: 'DC güç: kalacak değer' });
    expect(within(power).getByRole('radio', { name: /10 MWp/ })).toBeChecked();
    // An empty value does not win by default over one that is there.
    expect(within(screen.getByRole('group', { name: 'Yatırımcı: kalacak değer' })).getByRole('radio', { name: /B Enerji/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Proje durumu: kalacak değer' })).not.toBeInTheDocument();
    expect(screen.queryByText('PV modül')).not.toBeInTheDocument();
    expect(screen.getByText('3 alan farklı: her biri için kalacak değeri seçin. İki kayıtta da boş olan alanlar gösterilmez.')).toBeInTheDocument();

    fireEvent.click(within(power).getByRole('radio', { name: /12,5 MWp/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Birleştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kayıtlar birleştirilsin mi?' });
    expect(dialog).toHaveTextContent('Kalan kayda taşınacaklar: 1 kaynak bağlantısı, 2 geçmiş kaydı, 1 üye açılışı (envanter), 3 takip.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Birleştir' }));
    await screen.findByRole('button', { name: 'Geri Al' });
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/admin/merges' && (init as RequestInit).method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({
      kind: 'project',
      survivor_id: A,
      merged_id: B,
      choices: { project_name: 'survivor', dc_power: 'merged', investor: 'merged' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/undo'))).toBe(true));
    expect(await screen.findByRole('group', { name: 'DC güç: kalacak değer' })).toBeInTheDocument();
  });

  it("lists two stations' months side by side: each month keeps the survivor's figure, else the other's, and follows the survivor chosen", async () => {
    const station = (id: string, name: string, capacities: number) => ({ ...record(id, name), counts: { ...record(id, name).counts, openings: 0, capacities } });
    const compare: CompareResponse = {
      kind: 'station',
      a: station(A, 'Hacılar TM', 2),
      b: station(B, 'Hacılar 154 TM', 3),
      fields: [{ field: 'station_name', label: 'Trafo merkezi adı', a: 'Hacılar TM', b: 'Hacılar 154 TM', differs: true }],
      capacities: [
        { year: 2025, month: 3, a: null, b: 13 },
        { year: 2025, month: 2, a: 11, b: 12.5 },
        { year: 2025, month: 1, a: 10, b: 10 },
      ],
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ [`GET /api/admin/merges/compare/station/${A}/${B}`]: () => jsonResponse(compare) })));
    renderWithApp(<p />, { path: `/admin/data-quality/compare/station/${A}/${B}`, routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });

    const table = await screen.findByRole('table', { name: /Aylık kapasiteler/ });
    const kept = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Mart 2025', 'Şubat 2025', 'Ocak 2025']);
    expect(kept()).toEqual(['13,00', '11,00', '10,00']);
    expect(screen.getByText(/2 ay ikisinde de var \(1 ayda değerler farklı\)/)).toBeInTheDocument();
    expect(screen.getByText(/1 ay yalnız Kayıt B kaydında var: kalacak kayda eklenir\./)).toBeInTheDocument();

    const name = screen.getByRole('group', { name: 'Trafo merkezi adı: kalacak değer' });
    expect(within(name).getByRole('radio', { name: /Kayıt A/ })).toBeChecked();
    fireEvent.click(within(screen.getByRole('group', { name: 'Kalacak kayıt' })).getByRole('radio', { name: /Kayıt B/ }));
    expect(kept()).toEqual(['13,00', '12,50', '10,00']);
    // A field not chosen yet keeps the value of the record that now stays.
    expect(within(name).getByRole('radio', { name: /Kayıt B/ })).toBeChecked();
    // Kayıt B has every month Kayıt A has: nothing is added to it.
    expect(screen.queryByText(/yalnız Kayıt A kaydında var/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Birleştir' }));
    expect(await screen.findByRole('dialog', { name: 'Kayıtlar birleştirilsin mi?' })).toHaveTextContent('Kalan kayda taşınacaklar: 1 kaynak bağlantısı, 2 geçmiş kaydı, 3 takip, 2 aylık kapasite.');
  });

  it('shows the server refusal when a record is gone, with a retry', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ [`GET /api/admin/merges/compare/project/${A}/${B}`]: () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Proje bulunamadı' }, 404) })));
    renderWithApp(<p />, { path: PATH, routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });
    expect(await screen.findByText('Proje bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeniden Dene' })).toBeInTheDocument();
  });
});
