import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Uses a domain claim's link: the signed-in claimant becomes the company's representative. */
export function verifyClaim(token: string) {
  return apiRequest<{ message: string; company_id: string }>('/api/company-claims/verify', { method: 'POST', json: { token } });
}

export function useVerifyClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyClaim,
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: queryKeys.me.companyClaims });
      await client.invalidateQueries({ queryKey: queryKeys.catalog.companyDetail(answer.company_id) });
    },
  });
}
