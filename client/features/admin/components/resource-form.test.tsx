import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CATALOG_MESSAGES as A } from '../../../../shared/schemas/admin/catalog';
import { COMPANY_SUBMISSION_MESSAGES as C, PROJECT_SUBMISSION_MESSAGES as P } from '../../../../shared/schemas/submissions';
import { REFERENCE } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { companyForm } from '../resources/companies';
import { projectForm } from '../resources/projects';
import { ResourceForm } from './resource-form';

// The schema-driven back-office form (spec 3 §2.6–2.7, §4, §5): the shared schema's messages, the
// district after the city, drafts per record (restore, discard, dismiss), a stored record loaded
// into the fields, the save and the move back to the list.

const KONYA = REFERENCE.cities[0]!.id;
const IZMIR = REFERENCE.cities[1]!.id;
const KARAPINAR = '60000000-0000-4000-8000-000000000001';
const COMPANY = '80000000-0000-4000-8000-000000000001';
const USER_ID = '90000000-0000-4000-8000-000000000001';

afterEach(() => {
  cleanupAfterTest();
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

function serve(extra: Record<string, (url: string, init?: RequestInit) => Response> = {}) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/reference': () => jsonResponse(REFERENCE),
      [`GET /api/reference/districts?city_id=${KONYA}`]: () => jsonResponse({ items: [{ id: KARAPINAR, name: 'Karapınar' }] }),
      [`GET /api/reference/districts?city_id=${IZMIR}`]: () => jsonResponse({ items: [] }),
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ResourceForm (projects)', () => {
  it('shows the six required messages, keeps the district closed until a city, and a new city clears it', async () => {
    const fetchMock = serve();
    renderWithApp(<ResourceForm resource={projectForm} />, { path: '/admin/projects/new' });
    await screen.findByRole('option', { name: 'Konya' });
    expect(field('İlçe')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    for (const message of [P.projectName, P.statusType, P.type, P.location, P.city, P.district]) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);

    fireEvent.change(field('Şehir'), { target: { value: KONYA } });
    await screen.findByRole('option', { name: 'Karapınar' });
    expect(field('İlçe')).toBeEnabled();
    fireEvent.change(field('İlçe'), { target: { value: KARAPINAR } });
    fireEvent.change(field('Şehir'), { target: { value: IZMIR } });
    expect(field('İlçe')).toHaveValue('');
    // No delete on a new record.
    expect(screen.queryByRole('button', { name: 'Proje Sil' })).toBeNull();
  });

  it('offers a draft of the same record again: restore fills it, dismiss hides the offer, discard deletes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const first = renderWithApp(<ResourceForm resource={projectForm} />, { path: '/admin/projects/new' });
    fireEvent.change(await screen.findByLabelText(/^Proje adı\*?$/), { target: { value: 'Taslak Santral' } });
    await act(() => vi.advanceTimersByTimeAsync(700));
    first.unmount();

    const second = renderWithApp(<ResourceForm resource={projectForm} />, { path: '/admin/projects/new' });
    expect(await screen.findByText('Kaydedilmiş bir taslağınız var')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Şimdilik Gizle' }));
    expect(screen.queryByText('Kaydedilmiş bir taslağınız var')).toBeNull();
    second.unmount();

    const third = renderWithApp(<ResourceForm resource={projectForm} />, { path: '/admin/projects/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Taslağı Yükle' }));
    expect(field('Proje adı')).toHaveValue('Taslak Santral');
    third.unmount();

    // Deleting the draft removes it from this browser.
    renderWithApp(<ResourceForm resource={projectForm} />, { path: '/admin/projects/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Taslağı Sil' }));
    expect(localStorage.getItem('admin:projects:new')).toBeNull();
  });
});

describe('ResourceForm (companies)', () => {
  it('loads a stored company (phone after +90, linked user by e-mail), saves it and moves back to the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: Record<string, unknown> | null = null;
    serve({
      [`GET /api/admin/companies/${COMPANY}`]: () =>
        jsonResponse({
          id: COMPANY,
          values: { company_name: 'Güneş A.Ş.', activity_type_id: REFERENCE.company_activity_types[0]!.id, product_type_id: REFERENCE.company_product_types[0]!.id, city_id: KONYA, phone: '+905321234567', user_id: USER_ID, is_verified: true, establishment_year: 2010 },
          labels: { user_id: 'sahip@firma.com' },
        }),
      [`PUT /api/admin/companies/${COMPANY}`]: (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ message: A.saved });
      },
    });
    const { router } = renderWithApp(<ResourceForm resource={companyForm} id={COMPANY} />, { path: `/admin/companies/${COMPANY}`, routes: [{ path: '/admin', element: <p>Liste</p> }] });
    expect(await screen.findByDisplayValue('Güneş A.Ş.')).toBeInTheDocument();
    expect(field('Telefon \\(\\+90\\)')).toHaveValue('5321234567');
    expect(screen.getByRole('combobox', { name: /Bağlı kullanıcı/ })).toHaveValue('sahip@firma.com');
    expect(screen.getByRole('checkbox', { name: /Doğrulanmış firma/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Firma Sil' })).toBeInTheDocument();

    fireEvent.change(field('Kuruluş yılı'), { target: { value: '1850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(C.year)).toBeInTheDocument();
    fireEvent.change(field('Kuruluş yılı'), { target: { value: '2011' } });
    fireEvent.change(field('Telefon \\(\\+90\\)'), { target: { value: '0 532 765 43 21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(A.saved)).toBeInTheDocument();
    expect(sent).toMatchObject({ company_name: 'Güneş A.Ş.', phone: '+905327654321', establishment_year: 2011, user_id: USER_ID, is_verified: true });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=companies'));
  });
});
