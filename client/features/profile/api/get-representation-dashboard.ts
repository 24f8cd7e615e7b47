import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepresentationDashboard } from '../../../../shared/schemas/company-claims';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** A represented company's counts: openings, gaps, pending suggestions (never who). */
export function getRepresentationDashboard(companyId: string, signal?: AbortSignal): Promise<RepresentationDashboard> {
  return apiRequest<RepresentationDashboard>(`/api/me/represented-companies/${encodeURIComponent(companyId)}/dashboard`, { signal });
}

export function useRepresentationDashboard(companyId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.me.representation(companyId), queryFn: ({ signal }) => getRepresentationDashboard(companyId, signal) }));
}
