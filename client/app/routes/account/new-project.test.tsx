import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_SUBMISSION_MESSAGES as M, SUBMISSION_MESSAGES, SUBMISSION_SENT } from '../../../../shared/schemas/submissions';
import { REFERENCE } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import NewProjectPage from './new-project';

const USER = testUser({ email: 'uye@gunesveri.test' });
const KONYA = REFERENCE.cities[0]!.id;
const IZMIR = REFERENCE.cities[1]!.id;
const KARAPINAR = '60000000-0000-4000-8000-000000000001';
const BORNOVA = '60000000-0000-4000-8000-000000000002';
const LOCATION = '70000000-0000-4000-8000-000000000001';

afterEach(() => {
  cleanupAfterTest();
  localStorage.clear();
});

function serve(submit: () => Response) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/auth/session': () => jsonResponse({ user: USER }),
      'GET /api/reference': () => jsonResponse({ ...REFERENCE, project_locations: [{ id: LOCATION, name: 'Arazi' }] }),
      [`GET /api/reference/districts?city_id=${KONYA}`]: () => jsonResponse({ items: [{ id: KARAPINAR, name: 'Karapınar' }] }),
      [`GET /api/reference/districts?city_id=${IZMIR}`]: () => jsonResponse({ items: [{ id: BORNOVA, name: 'Bornova' }] }),
      'POST /api/me/submissions/projects': submit,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillRequired() {
  fireEvent.change(await screen.findByLabelText(/^Proje adı\*?$/), { target: { value: 'Karapınar GES' } });
  fireEvent.change(field('Proje durumu'), { target: { value: REFERENCE.project_status_types[0]!.id } });
  fireEvent.change(field('Proje tipi'), { target: { value: REFERENCE.project_types[0]!.id } });
  fireEvent.change(field('Uygulama yeri'), { target: { value: LOCATION } });
  fireEvent.change(field('Şehir'), { target: { value: KONYA } });
  await screen.findByRole('option', { name: 'Karapınar' });
  fireEvent.change(field('İlçe'), { target: { value: KARAPINAR } });
}

/** A field by its label; a required one's label ends in its star (hidden from screen readers). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));

describe('/profile/projects/new', () => {
  it('checks the spec messages before sending, and a new city clears the district', async () => {
    const fetchMock = serve(() => jsonResponse({ id: KARAPINAR, message: SUBMISSION_SENT }, 201));
    renderWithApp(<NewProjectPage />, { path: '/profile/projects/new' });
    await screen.findByRole('option', { name: 'Konya' });
    send();
    for (const message of [M.projectName, M.statusType, M.type, M.location, M.city, M.district]) expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.change(field('DC güç'), { target: { value: '-3' } });
    send();
    expect(await screen.findByText(M.notNegative)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await fillRequired();
    expect(field('İlçe')).toHaveValue(KARAPINAR);
    fireEvent.change(field('Şehir'), { target: { value: IZMIR } });
    expect(field('İlçe')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Bornova' })).toBeInTheDocument();
  });

  it("shows the server's refusal on its field, a failure as the spec text, and after success the banner then the applications page", async () => {
    const answers = [
      () => jsonResponse({ statusCode: 400, code: 'VALIDATION_ERROR', message: M.districtOutsideCity, details: { path: 'district_id' } }, 400),
      () => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500),
      () => jsonResponse({ id: KARAPINAR, message: SUBMISSION_SENT }, 201),
    ];
    const fetchMock = serve(() => answers.shift()!());
    const { router } = renderWithApp(<NewProjectPage />, { path: '/profile/projects/new' });
    await fillRequired();
    fireEvent.change(field('DC güç'), { target: { value: '12,5' } });

    send();
    expect(await screen.findByText(M.districtOutsideCity)).toBeInTheDocument();
    expect(field('İlçe')).toHaveAttribute('aria-invalid', 'true');
    send();
    expect(await screen.findByText(SUBMISSION_MESSAGES.projectSaveFailed)).toBeInTheDocument();
    send();
    expect(await screen.findByText(SUBMISSION_SENT)).toBeInTheDocument();

    const body = JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body));
    expect(body).toMatchObject({ project_name: 'Karapınar GES', city_id: KONYA, district_id: KARAPINAR, dc_power: 12.5, dc_power_unit: 'kWp', investment_currency: 'TRY' });
    expect(body).not.toHaveProperty('investor_company_id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/submissions'), { timeout: 3_000 });
    expect(router.state.location.search).toBe('?tab=projects');
  });
});
