import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingInfo } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function setDefaultBillingInfo(id: string): Promise<BillingInfo> {
  return apiRequest(`/api/me/billing-infos/${encodeURIComponent(id)}/default`, { method: 'POST', json: {} });
}

export function useSetDefaultBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBillingInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.infos }),
  });
}
