import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CATALOG_MESSAGES as A } from '../../../../../shared/schemas/admin/catalog';
import { HISTORY_MESSAGES } from '../../../../../shared/schemas/history';
import { LEGAL_DOCUMENT_MESSAGES } from '../../../../../shared/schemas/admin/legal-documents';
import { PACKAGE_MESSAGES } from '../../../../../shared/schemas/admin/packages';
import { UPLOAD_MESSAGES } from '../../../../../shared/upload-rules';
import { COMPANY_SUBMISSION_MESSAGES as C, PROJECT_SUBMISSION_MESSAGES as P } from '../../../../../shared/schemas/submissions';
import { REFERENCE } from '../../../../test/catalog-fixtures';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../../test/render';
import { companyForm } from '../../resources/companies';
import { legalDocumentForm } from '../../resources/legal-documents';
import { packageForm } from '../../resources/packages';
import { projectForm } from '../../resources/projects';
import { ResourceForm } from './resource-form';

// The schema-driven back-office form (docs/product-rules.md#admin, #admin-catalogue): the shared schema's messages, the
// district after the city, drafts per record (restore, discard, dismiss), a stored record loaded
// into the fields, the save and the move back to the list.

const KONYA = REFERENCE.cities[0]!.id;
const IZMIR = REFERENCE.cities[1]!.id;
const KARAPINAR = '60000000-0000-4000-8000-000000000001';
const COMPANY = '80000000-0000-4000-8000-000000000001';
const USER_ID = '90000000-0000-4000-8000-000000000001';
const PROJECT = '61000000-0000-4000-8000-000000000001';
const WRI_SOURCE = { id: 'a1000000-0000-4000-8000-000000000001', key: 'wri-gppd-1.3.0', name: 'WRI Global Power Plant Database v1.3.0', licence: 'CC BY 4.0', is_generated: false };
const SAMPLE_SOURCE = { id: 'a1000000-0000-4000-8000-000000000002', key: 'gunesveri-ornek-veri', name: 'GüneşVeri örnek verisi', licence: 'Örnek veri — resmî değil', is_generated: true };

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
      'GET /api/admin/sources/options': () => jsonResponse({ items: [WRI_SOURCE, SAMPLE_SOURCE] }),
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

  it('dates and sources an edit: "Değişiklik tarihi" (empty: today) and "Kaynak" go with the save, a future date is refused', async () => {
    let sent: Record<string, unknown> | null = null;
    const building = { id: '10000000-0000-4000-8000-000000000002', name: 'Kurulum Aşamasında' };
    const reference = { ...REFERENCE, project_status_types: [building, ...REFERENCE.project_status_types], project_locations: [{ id: '20000000-0000-4000-8000-000000000009', name: 'Arazi' }] };
    const stored = {
      project_name: 'Karapınar GES',
      status_type_id: building.id,
      type_id: REFERENCE.project_types[0]!.id,
      location_id: reference.project_locations[0]!.id,
      city_id: KONYA,
      district_id: KARAPINAR,
      is_verified: false,
    };
    serve({
      'GET /api/reference': () => jsonResponse(reference),
      [`GET /api/admin/projects/${PROJECT}`]: () => jsonResponse({ id: PROJECT, values: stored, labels: {} }),
      [`PUT /api/admin/projects/${PROJECT}`]: (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ message: A.saved });
      },
    });
    renderWithApp(<ResourceForm resource={projectForm} id={PROJECT} />, { path: `/admin/projects/${PROJECT}` });
    expect(await screen.findByDisplayValue('Karapınar GES')).toBeInTheDocument();
    const date = field('Değişiklik tarihi');
    expect(date).toHaveValue('');
    expect(date).toHaveAccessibleDescription(/boş bırakılırsa bugün/);
    const source = await screen.findByRole('combobox', { name: 'Kaynak' });
    await waitFor(() => expect(source).toBeEnabled());
    expect([...(source as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Kaynak belirtilmedi',
      'WRI Global Power Plant Database v1.3.0 (CC BY 4.0)',
      'GüneşVeri örnek verisi (Örnek veri — resmî değil)',
    ]);

    const done = REFERENCE.project_status_types[0]!.id;
    fireEvent.change(field('Proje durumu'), { target: { value: done } });
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(HISTORY_MESSAGES.futureDate)).toBeInTheDocument();
    expect(sent).toBeNull();

    fireEvent.change(date, { target: { value: '2024-03-15' } });
    fireEvent.change(source, { target: { value: WRI_SOURCE.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(A.saved)).toBeInTheDocument();
    expect(sent).toMatchObject({ status_type_id: done, history_date: '2024-03-15', history_source_id: WRI_SOURCE.id });
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
    // The editor's check is named apart from the representative's "Doğrulanmış firma" mark (docs/decisions/074).
    expect(screen.getByRole('checkbox', { name: /^Editör tarafından doğrulandı/ })).toBeChecked();
    expect(screen.queryByText(/doğrulanmış firma/i)).toBeNull();
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

describe('ResourceForm (a file, a refusal on its field, a list in the draft)', () => {
  it('names a wrong or missing PDF on its field before sending, then sends the fields and the file as multipart', async () => {
    let sent: FormData | null = null;
    serve({
      'POST /api/admin/contracts': (_url, init) => {
        sent = init?.body as FormData;
        return jsonResponse({ id: COMPANY, message: 'Sözleşme eklendi' }, 201);
      },
    });
    const saved = vi.fn();
    renderWithApp(<ResourceForm resource={legalDocumentForm('contracts', false)} layout="row" label="Sözleşme Ekle" submitLabel="Ekle" onSaved={saved} />);
    const file = screen.getByLabelText('PDF dosyası');
    fireEvent.change(file, { target: { files: [new File(['PK'], 'sozlesme.docx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.pdfOnly);

    fireEvent.change(field('Başlık'), { target: { value: 'Veri Sözleşmesi' } });
    fireEvent.change(file, { target: { files: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText(LEGAL_DOCUMENT_MESSAGES.contracts.fileRequired)).toBeInTheDocument();
    expect(sent).toBeNull();

    fireEvent.change(file, { target: { files: [new File(['%PDF-1.4'], 'veri.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByLabelText('Zorunlu'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Sözleşme eklendi', expect.anything(), expect.anything()));
    const body = sent as unknown as FormData;
    expect([body.get('title'), body.get('must'), (body.get('file') as File).name]).toEqual(['Veri Sözleşmesi', 'true', 'veri.pdf']);
  });

  it("shows the server's refusal on the field it names", async () => {
    serve({
      'GET /api/admin/packages/provider-plans': () => jsonResponse({ items: [] }),
      'POST /api/admin/packages': () => jsonResponse({ statusCode: 409, code: 'PLAN_TAKEN', message: PACKAGE_MESSAGES.planTaken, details: { field: 'iyzico_pricing_plan_reference_code' } }, 409),
    });
    renderWithApp(<ResourceForm resource={packageForm} />);
    fireEvent.change(field('Paket adı'), { target: { value: 'Kopya' } });
    fireEvent.change(field('Fiyat'), { target: { value: '10' } });
    fireEvent.change(field('iyzico plan referans kodu'), { target: { value: 'demo-pro-yearly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const code = field('iyzico plan referans kodu');
    await waitFor(() => expect(code).toHaveAccessibleDescription(PACKAGE_MESSAGES.planTaken));
    expect(code).toHaveFocus();
    // On its field only, not again as the form's alert.
    expect(screen.getAllByText(PACKAGE_MESSAGES.planTaken)).toHaveLength(1);
  });

  it('keeps a list field in the draft and restores it as a list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ 'GET /api/admin/packages/provider-plans': () => jsonResponse({ items: [] }) });
    const first = renderWithApp(<ResourceForm resource={packageForm} />);
    const feature = screen.getByLabelText('Özellikler');
    fireEvent.change(feature, { target: { value: 'Sınırsız arama' } });
    fireEvent.keyDown(feature, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(700));
    first.unmount();

    renderWithApp(<ResourceForm resource={packageForm} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Taslağı Yükle' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Sınırsız arama');
  });
});
