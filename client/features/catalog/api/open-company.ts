import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenItemBody } from '../../../../shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyDetailAnswer, OpenCharge } from './detail-types';
import { applyChangedCost } from './cost-changed';
import { queryKeys } from '../../../api/query-keys';
import { applyBalance } from '../../../api/session';

/** Opens a company at the cost the confirmation showed; the server refuses (409) if it changed. */
export function openCompany(id: string, expectedCost: number): Promise<CompanyDetailAnswer & { charged: OpenCharge | null }> {
  const body: OpenItemBody = { expected_cost: expectedCost };
  return apiRequest(`/api/companies/${encodeURIComponent(id)}/open`, { method: 'POST', json: body });
}

/** Spends Bakiye once to open a verified company; its website and LinkedIn then show in the list too. */
export function useOpenCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedCost: number) => openCompany(id, expectedCost),
    onSuccess: ({ charged, ...answer }) => {
      queryClient.setQueryData<CompanyDetailAnswer>(queryKeys.catalog.companyDetail(id), answer);
      applyBalance(queryClient, charged?.balance);
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.companyLists });
    },
    onError: (error) => applyChangedCost(queryClient, error, queryKeys.catalog.companyDetail(id), 'company_detail'),
  });
}
