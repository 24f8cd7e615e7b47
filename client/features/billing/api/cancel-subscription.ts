import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applyViewer } from './viewer-cache';
import { queryKeys } from '../../../api/query-keys';

export function cancelSubscription(): Promise<{ user: CurrentUser; message: string }> {
  return apiRequest('/api/subscriptions/cancel', { method: 'POST', json: {} });
}

/** Cancels at the provider; the user record is then refreshed from the server's answer (docs/product-rules.md#payments). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ user }) => {
      applyViewer(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscriptionRequests });
    },
  });
}
