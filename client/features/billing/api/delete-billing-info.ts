import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function deleteBillingInfo(id: string) {
  return apiRequest<{ message: string }>(`/api/me/billing-infos/${id}`, { method: 'DELETE' });
}

export function useDeleteBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBillingInfo, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.infos }) });
}
