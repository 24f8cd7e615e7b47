import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingInfo, BillingInfoInput } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Creates a billing info, or updates the one with `id`. */
export function saveBillingInfo(input: BillingInfoInput, id?: string) {
  return apiRequest<BillingInfo>(id ? `/api/me/billing-infos/${id}` : '/api/me/billing-infos', { method: id ? 'PUT' : 'POST', json: input });
}

export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: BillingInfoInput; id?: string }) => saveBillingInfo(input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.infos }),
  });
}
