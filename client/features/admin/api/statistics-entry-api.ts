import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatEntryKind } from '../../../../shared/schemas/statistics-entry';
import { apiRequest } from '../../../lib/api-client';

// Monthly statistics entry (spec 3 §2.10–2.11): the stored month to start from, and the save.

export const statMonthQueryOptions = (kind: StatEntryKind, year: number, month: number) =>
  queryOptions({
    queryKey: ['admin', 'statistics', kind, year, month] as const,
    queryFn: ({ signal }) => apiRequest<{ values: Record<string, unknown> | null }>(`/api/admin/statistics/${kind}?year=${year}&month=${month}`, { signal }),
    staleTime: 0,
  });

export const useStatMonth = (kind: StatEntryKind, year: number, month: number) => useQuery(statMonthQueryOptions(kind, year, month));

/** Saves a month; the public statistics are fetched again (they show the month at once). */
export function useSaveStatMonth(kind: StatEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiRequest<{ message: string; created: boolean }>(`/api/admin/statistics/${kind}`, { method: 'PUT', json: body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'statistics', kind] }), queryClient.invalidateQueries({ queryKey: ['statistics'] })]),
  });
}
