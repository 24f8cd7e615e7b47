import { useQuery } from '@tanstack/react-query';
import type { SourceOptions } from '../../../../shared/schemas/admin/sources';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// Every source, for the back office's "Kaynak" selects (the importer's and the history fields'):
// one route, one query, refreshed with the sources resource (its key sits under '/sources').

export function useSourceOptions() {
  return useQuery({ queryKey: queryKeys.admin.sourceOptions, queryFn: ({ signal }) => apiRequest<SourceOptions>('/api/admin/sources/options', { signal }) });
}
