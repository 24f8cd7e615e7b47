import { useQuery } from '@tanstack/react-query';
import { HISTORY_MESSAGES, type SourceOptions } from '../../../../shared/schemas/history';
import type { SelectOption } from '../../../components/ui/form-field';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// The sources an edit may name for the history it writes (decision 042).

/** The sources as a form select's options ("WRI ... (CC BY 4.0)"); the error when they could not be read. */
export function useSourceSelectOptions(): { options: SelectOption[]; error?: string } {
  const sources = useQuery({ queryKey: queryKeys.admin.historySources, queryFn: ({ signal }) => apiRequest<SourceOptions>('/api/admin/history/sources', { signal }), staleTime: 5 * 60_000 });
  return {
    options: (sources.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.licence})` })),
    error: sources.isError ? HISTORY_MESSAGES.sourcesLoadFailed : undefined,
  };
}
