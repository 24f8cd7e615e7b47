import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallbackResult } from '../../../../shared/schemas/billing';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import SubscriptionCallbackPage from './subscription-callback';

afterEach(cleanupAfterTest);

const USER_ID = '7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0b01';
const result = (status: 'PENDING' | 'SUCCESS' | 'FAILED'): CallbackResult => ({
  success: status === 'SUCCESS',
  message: status === 'SUCCESS' ? 'Premium üyeliğiniz aktifleştirildi' : status === 'PENDING' ? 'Ödeme henüz tamamlanmadı' : 'İşlem onaylanmadı',
  data: {
    status,
    isPremium: status === 'SUCCESS',
    userId: USER_ID,
    subscriptionReferenceCode: status === 'SUCCESS' ? 'ref-1' : null,
    processedAt: status === 'PENDING' ? null : '2026-11-29T10:00:00.000Z',
    packageName: 'Pro Aylık',
  },
});

/** The callback answers each status of `answers` in turn, the last one from then on. */
function serve(answers: ('PENDING' | 'SUCCESS' | 'FAILED')[]) {
  let call = 0;
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/auth/session': () => jsonResponse({ user: testUser({ is_premium: answers.at(-1) === 'SUCCESS' }) }),
      'POST /api/subscriptions/callback': () => jsonResponse(result(answers[Math.min(call++, answers.length - 1)]!)),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => url === '/api/subscriptions/callback').length;
}

describe('the payment callback page', () => {
  it('says a payment the provider has not completed is being checked, asks again, and shows success once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = serve(['PENDING', 'PENDING', 'SUCCESS']);
    renderWithApp(<SubscriptionCallbackPage />, { path: '/subscription-callback?token=tok-1' });

    expect(await screen.findByRole('heading', { name: 'Ödemeniz kontrol ediliyor' })).toBeInTheDocument();
    expect(screen.queryByText('Ödeme Başarısız')).not.toBeInTheDocument();
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.getByText('Durum: Beklemede')).toBeInTheDocument();

    // The page asks again every 3 s while the payment is pending.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(asked()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Ödemeniz kontrol ediliyor' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByRole('heading', { name: 'Ödeme Başarılı!' })).toBeInTheDocument();
    expect(asked()).toBe(3);
    // Settled: no more asking.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(asked()).toBe(3);
  });

  it('shows the failure once the provider refuses a payment that was pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(['PENDING', 'FAILED']);
    renderWithApp(<SubscriptionCallbackPage />, { path: '/subscription-callback?token=tok-2' });

    expect(await screen.findByRole('heading', { name: 'Ödemeniz kontrol ediliyor' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByRole('heading', { name: 'Ödeme Başarısız' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('İşlem onaylanmadı');
    expect(screen.getByTestId('countdown')).toBeInTheDocument();
  });
});
