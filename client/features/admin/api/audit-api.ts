import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditPageSchema } from '../../../../shared/schemas/admin/users';
import { apiRequest } from '../../../lib/api-client';

export type AuditPage = z.infer<typeof auditPageSchema>;
export interface AuditFilter {
  entity?: string;
  admin_id?: string;
  page: number;
}

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.entity) params.set('entity', filter.entity);
      if (filter.admin_id) params.set('admin_id', filter.admin_id);
      return apiRequest<AuditPage>(`/api/admin/audit?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAudit = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));
