import { useQuery } from '@tanstack/react-query';
import type { StatEntryKind } from '../../../../shared/schemas/statistics-entry';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// Monthly statistics entry: the stored month its form starts from (the form saves through its
// definition, resources/statistics.tsx).

export const useStatMonth = (kind: StatEntryKind, year: number, month: number) =>
  useQuery({
    queryKey: queryKeys.admin.statMonth(kind, year, month),
    queryFn: ({ signal }) => apiRequest<{ values: Record<string, unknown> | null }>(`/api/admin/statistics/${kind}?year=${year}&month=${month}`, { signal }),
    staleTime: 0,
  });
