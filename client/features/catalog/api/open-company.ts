import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyDetailAnswer, OpenCharge } from './detail-types';
import { companyDetailKey } from './get-company';
import { applyBalance } from '../../../lib/list-params';
import { companyListsKey } from './get-companies';

export function openCompany(id: string): Promise<CompanyDetailAnswer & { charged: OpenCharge | null }> {
  return apiRequest(`/api/companies/${encodeURIComponent(id)}/open`, { method: 'POST', json: {} });
}

/** Spends Bakiye once to open a verified company; its website and LinkedIn then show in the list too. */
export function useOpenCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => openCompany(id),
    onSuccess: ({ charged, ...answer }) => {
      queryClient.setQueryData<CompanyDetailAnswer>(companyDetailKey(id), answer);
      applyBalance(queryClient, charged?.balance);
      void queryClient.invalidateQueries({ queryKey: companyListsKey });
    },
  });
}
