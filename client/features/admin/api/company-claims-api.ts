import { useQuery } from '@tanstack/react-query';
import type { AdminPage } from '../../../../shared/schemas/admin/list';
import type { AdminClaimRow } from '../../../../shared/schemas/company-claims';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** A company's representatives now: its verified claims (docs/decisions/069). */
export function useCompanyRepresentatives(companyId: string | undefined) {
  const query = { company_id: companyId, status: 'verified' };
  return useQuery({
    queryKey: queryKeys.admin.list('/company-claims', query),
    queryFn: ({ signal }) =>
      apiRequest<AdminPage<AdminClaimRow>>(`/api/admin/company-claims?company_id=${encodeURIComponent(companyId!)}&status=verified`, { signal }),
    enabled: Boolean(companyId),
  });
}
