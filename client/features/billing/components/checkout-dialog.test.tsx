import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, type BillingInfo, type Package } from '../../../../shared/schemas/billing';
import { routeFetch } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { CheckoutDialog } from './checkout-dialog';

afterEach(cleanupAfterTest);

const PKG: Package = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Pro Aylık',
  description: null,
  features: [],
  price: 774.5,
  currency: 'TRY',
  billing_period: 'MONTHLY',
  token_count: 1500,
  is_featured: false,
  badge_text: null,
  badge_color: 'blue',
  trial_days: 0,
  sort_order: 1,
};

/** A company billing info saved before the TC number was asked of companies. */
const OLD_COMPANY: BillingInfo = {
  id: '00000000-0000-4000-8000-0000000000b1',
  billing_name: 'Şirketim',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  gsm_number: '+905321234567',
  identity_number: null,
  is_company: true,
  tax_number: '1234567890',
  tax_office: 'Çankaya',
  billing_contact_name: 'Ayşe Yılmaz',
  billing_city: 'Ankara',
  billing_country: 'Türkiye',
  billing_address: 'Kızılay Mah. Atatürk Blv. No:1',
  billing_zip_code: '06420',
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The JSON bodies sent with `method` to `path`, in order. */
const sent = (fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] =>
  fetchMock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const fill = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value } });

describe('a company billing info needs a TC number', () => {
  it('shows the Turkish error under the TC field and sends nothing until it is given', async () => {
    const fetchMock = vi.fn(
      routeFetch({
        'GET /api/me/billing-infos': () => jsonResponse({ items: [] }),
        'POST /api/me/billing-infos': (_url, init) => jsonResponse({ ...OLD_COMPANY, ...JSON.parse(String(init?.body)), id: OLD_COMPANY.id }, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CheckoutDialog pkg={PKG} onClose={() => {}} />);

    const form = await screen.findByRole('form', { name: 'Yeni fatura bilgisi' });
    fill(form, 'Fatura bilgisi adı (ör. Ev, İş)', 'Şirketim');
    fill(form, 'Ad', 'Ayşe');
    fill(form, 'Soyad', 'Yılmaz');
    fill(form, 'E-posta', 'ayse@example.com');
    fill(form, 'Telefon', '5321234567');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Şirket adına fatura' }));
    fill(form, 'Vergi numarası', '1234567890');
    fill(form, 'Vergi dairesi', 'Çankaya');
    fill(form, 'Fatura yetkilisi', 'Ayşe Yılmaz');
    fill(form, 'Şehir', 'Ankara');
    fill(form, 'Posta kodu', '06420');
    fill(form, 'Adres', 'Kızılay Mah. Atatürk Blv. No:1');
    fireEvent.click(within(form).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));

    const tc = within(form).getByLabelText('TC Kimlik No');
    await waitFor(() => expect(tc).toHaveAccessibleDescription(BILLING_MESSAGES.identityRequiredCheckout));
    expect(tc).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST', '/api/me/billing-infos')).toEqual([]);

    fill(form, 'TC Kimlik No', '10000000146');
    fireEvent.click(within(form).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/me/billing-infos')).toHaveLength(1));
    expect(sent(fetchMock, 'POST', '/api/me/billing-infos')[0]).toMatchObject({ is_company: true, identity_number: '10000000146', tax_number: '1234567890' });
  });

  it('lets an older company billing info that checkout refuses be corrected in the same dialog', async () => {
    let saved = OLD_COMPANY;
    const fetchMock = vi.fn(
      routeFetch({
        'GET /api/me/billing-infos': () => jsonResponse({ items: [saved] }),
        [`PUT /api/me/billing-infos/${OLD_COMPANY.id}`]: (_url, init) => {
          saved = { ...saved, ...JSON.parse(String(init?.body)) };
          return jsonResponse(saved);
        },
        'POST /api/subscriptions/checkout': () =>
          saved.identity_number
            ? jsonResponse({ statusCode: 502, code: 'CHECKOUT_FAILED', message: BILLING_MESSAGES.checkoutFailed }, 502)
            : jsonResponse({ statusCode: 400, code: 'IDENTITY_REQUIRED', message: BILLING_MESSAGES.identityRequiredCheckout, details: { field: 'identity_number' } }, 400),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CheckoutDialog pkg={PKG} onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Ödemeye Geç' }));
    expect(await screen.findByText(BILLING_MESSAGES.identityRequiredCheckout)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fatura bilgisini düzenle' }));

    const form = await screen.findByRole('form', { name: 'Fatura bilgisini düzenle' });
    fireEvent.click(within(form).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));
    await waitFor(() => expect(within(form).getByLabelText('TC Kimlik No')).toHaveAccessibleDescription(BILLING_MESSAGES.identityRequiredCheckout));
    fill(form, 'TC Kimlik No', '10000000146');
    fireEvent.click(within(form).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PUT', `/api/me/billing-infos/${OLD_COMPANY.id}`)[0]).toMatchObject({ identity_number: '10000000146', is_company: true });
    expect(screen.queryByText(BILLING_MESSAGES.identityRequiredCheckout)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/subscriptions/checkout')).toHaveLength(2));
  });
});
