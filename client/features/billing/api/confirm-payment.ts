import type { CallbackResult } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** The verified outcome of a checkout, asked by its token (the server checks it with the provider). */
export function confirmPayment(token: string, signal?: AbortSignal) {
  return apiRequest<CallbackResult>('/api/subscriptions/callback', { method: 'POST', json: { token }, signal });
}
