import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, jsonResponse, renderWithApp, pressEscape } from '../../../test/render';
import { editableProjectFields, PROJECT_SUGGESTION_FIELDS_UNOPENED } from '../suggestion-fields';
import { REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { buildSuggestion } from '../record-fields';
import { SuggestionModal } from './suggestion-modal';

const ID = '00000000-0000-4000-8000-000000000007';
const KEY = `suggestion:project:${ID}`;
const KONYA = REFERENCE.cities[0]!.id;
const IZMIR = REFERENCE.cities[1]!.id;
const INITIAL = {
  project_name: 'Karapınar GES',
  dc_power: '9.1',
  dc_power_unit: 'MWp',
  ac_power: '8',
  ac_power_unit: 'MWe',
  type_id: '',
  status_type_id: '',
  city_id: KONYA,
  district_id: 'd1000000-0000-4000-8000-000000000001',
};

beforeEach(() => localStorage.clear());
afterEach(cleanupAfterTest);

function setup(post: (body: unknown) => Response = () => jsonResponse({ message: 'Öneriniz başarıyla gönderildi!' }, 201)) {
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/reference': () => jsonResponse(REFERENCE),
      'GET /api/reference/districts': (url) =>
        jsonResponse({
          items:
            url.searchParams.get('city_id') === KONYA
              ? [{ id: 'd1000000-0000-4000-8000-000000000001', name: 'Karapınar' }]
              : [{ id: 'd2000000-0000-4000-8000-000000000001', name: 'Bornova' }],
        }),
      [`POST /api/suggestions/projects/${ID}`]: (_url, init) => post(JSON.parse(String(init?.body))),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  renderWithApp(
    <SuggestionModal target="projects" id={ID} subject="Karapınar GES" fields={PROJECT_SUGGESTION_FIELDS_UNOPENED} initial={INITIAL} onClose={onClose} />,
  );
  return { fetchMock, onClose };
}

describe('suggestion rules', () => {
  it('limits a verified project the user has not opened to name, powers, type, status, city and district', () => {
    expect(editableProjectFields({ is_verified: true }, 'locked')).toEqual(PROJECT_SUGGESTION_FIELDS_UNOPENED);
    expect(editableProjectFields({ is_verified: true }, 'full')).toContain('investor');
    expect(editableProjectFields({ is_verified: false }, 'locked')).toContain('investor');
  });

  it('parses numbers (Turkish comma too) and sends only changed fields', () => {
    expect(buildSuggestion('projects', ['dc_power', 'ac_power', 'project_name'], { ...INITIAL, dc_power: '10,5', ac_power: '' }, INITIAL)).toEqual({
      data: { dc_power: 10.5, ac_power: null },
      errors: {},
    });
    expect(buildSuggestion('projects', ['dc_power'], { dc_power: 'x' }, {}).errors).toEqual({ dc_power: 'Sayı girilmelidir' });
    // The server's own rules and messages apply before sending.
    expect(buildSuggestion('projects', ['dc_power'], { dc_power: '-1' }, {}).errors).toEqual({ dc_power: 'Değer 0 veya daha büyük olmalıdır' });
    expect(buildSuggestion('companies', ['establishment_year'], { establishment_year: '1850' }, {}).errors).toEqual({
      establishment_year: 'Kuruluş yılı 1900 veya sonrası olmalıdır',
    });
    expect(buildSuggestion('companies', ['website'], { website: 'www.ornek.com.tr' }, {}).data).toEqual({ website: 'https://www.ornek.com.tr' });
  });
});

describe('SuggestionModal', () => {
  it('keeps a draft (500 ms debounce) and offers it on reopen: Taslağı Yükle restores it', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Proje adı'), { target: { value: 'Karapınar YEKA GES' } });
    expect(localStorage.getItem(KEY)).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY)!).values.project_name).toBe('Karapınar YEKA GES'), { timeout: 1500 });

    cleanupAfterTest();
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedilmiş bir taslağınız var');
    expect(screen.getByLabelText('Proje adı')).toHaveValue('Karapınar GES');
    fireEvent.click(screen.getByRole('button', { name: 'Taslağı Yükle' }));
    expect(screen.getByLabelText('Proje adı')).toHaveValue('Karapınar YEKA GES');
    expect(screen.queryByText('Kaydedilmiş bir taslağınız var')).not.toBeInTheDocument();
  });

  it('Taslağı Sil deletes the stored draft', async () => {
    localStorage.setItem(KEY, JSON.stringify({ values: { ...INITIAL, dc_power: '12' }, saved_at: '2025-11-22T10:00:00.000Z' }));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Taslağı Sil' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByLabelText('DC güç')).toHaveValue('9.1');
  });

  it('clears the district when the city changes and loads the new city\'s districts', async () => {
    setup();
    expect(await screen.findByRole('option', { name: 'Karapınar' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Şehir'), { target: { value: IZMIR } });
    expect(screen.getByLabelText('İlçe')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Bornova' })).toBeInTheDocument();
  });

  it('sends the changed fields, says "Öneriniz başarıyla gönderildi!", clears the draft and closes after 2 s', async () => {
    let sent: unknown;
    const { onClose } = setup((body) => {
      sent = body;
      return jsonResponse({ message: 'Öneriniz başarıyla gönderildi!' }, 201);
    });
    fireEvent.change(screen.getByLabelText('DC güç'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Öneriyi Gönder' }));
    expect(await screen.findByText('Öneriniz başarıyla gönderildi!')).toBeInTheDocument();
    expect(sent).toEqual({ suggested_data: { dc_power: 12.5 } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('shows the server message when refused, else "Öneri gönderilirken bir hata oluştu"', async () => {
    setup(() => jsonResponse({ statusCode: 400, code: 'FIELD_NOT_ALLOWED', message: 'Bu alan için öneri gönderilemez: investor' }, 400));
    fireEvent.change(screen.getByLabelText('Proje adı'), { target: { value: 'Yeni ad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Öneriyi Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu alan için öneri gönderilemez: investor');
    cleanupAfterTest();

    setup(() => new Response('bozuk', { status: 500 }));
    fireEvent.change(screen.getByLabelText('Proje adı'), { target: { value: 'Yeni ad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Öneriyi Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Öneri gönderilirken bir hata oluştu');
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    await pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
