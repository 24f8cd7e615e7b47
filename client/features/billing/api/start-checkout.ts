import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** Prepares the provider's payment form; the browser then goes to `checkout_url` (its own page). */
export function startCheckout(request: CheckoutRequest) {
  return apiRequest<{ checkout_url: string }>('/api/subscriptions/checkout', { method: 'POST', json: request });
}

export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
