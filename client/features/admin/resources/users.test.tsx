import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_ADJUSTMENT } from '../../../../shared/constants';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { ResourceFormDialog } from '../ui/form/resource-form';
import { balanceDialog } from './users';

// The Bakiye panel of the user list (docs/product-rules.md#admin-users): the amount starts at 100.

afterEach(cleanupAfterTest);

const USER = {
  id: '90000000-0000-4000-8000-000000000001',
  email: 'bakiye@gunesveri.test',
  created_at: '2026-01-01T00:00:00.000Z',
  token_balance: 20,
  is_premium: false,
  is_super_admin: false,
  premium_trial_ends_at: null,
  subscription_reference_code: null,
};

describe('the balance dialog', () => {
  it('starts the amount at 100 and sends it as a whole number', async () => {
    expect(TOKEN_ADJUSTMENT.default).toBe(100);
    const fetchMock = vi.fn(fakeFetch({ [`POST /api/admin/users/${USER.id}/balance`]: () => jsonResponse({ message: 'Bakiye eklendi', balance: 120 }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResourceFormDialog dialog={balanceDialog(USER)} onClose={() => {}} />);
    expect(screen.getByLabelText(/^Miktar/)).toHaveValue('100');
    fireEvent.change(screen.getByLabelText(/^Açıklama/), { target: { value: 'Kampanya hediyesi' } });
    // The toggle's segment and the submit button share the label: the submit is the form's.
    fireEvent.submit(screen.getByLabelText(/^Miktar/).closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ direction: 'credit', amount: 100, description: 'Kampanya hediyesi' });
  });

  it('sends the same Idempotency-Key when the admin tries again after a failure, so the server moves the Bakiye once (decision 049)', async () => {
    let calls = 0;
    const fetchMock = vi.fn(
      fakeFetch({
        [`POST /api/admin/users/${USER.id}/balance`]: () =>
          ++calls === 1 ? jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'Hizmet geçici olarak kullanılamıyor' }, 503) : jsonResponse({ message: 'Bakiye eklendi', balance: 120 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResourceFormDialog dialog={balanceDialog(USER)} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Açıklama/), { target: { value: 'Kampanya hediyesi' } });
    const form = screen.getByLabelText(/^Miktar/).closest('form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The failure is shown, and the form can be sent again.
    await screen.findByText(/Hizmet geçici olarak kullanılamıyor|Bakiye eklenirken bir hata oluştu/);
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
