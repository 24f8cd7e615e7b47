import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** Asks for a verification link at an address on the company's own domain. */
export function startDomainClaim(companyId: string, email: string) {
  return apiRequest<{ id: string; message: string }>(`/api/companies/${encodeURIComponent(companyId)}/claims/domain`, { method: 'POST', json: { email } });
}

export function useStartDomainClaim(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => startDomainClaim(companyId, email),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.me.companyClaims }),
  });
}
