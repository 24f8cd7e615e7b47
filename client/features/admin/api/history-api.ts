import { HISTORY_MESSAGES } from '../../../../shared/schemas/history';
import type { SelectOption } from '../../../components/ui/form-field';
import { useSourceOptions } from './sources-api';

// The sources an edit may name for the history it writes (decision 042).

/** The sources as a form select's options ("WRI ... (CC BY 4.0)"); the error when they could not be read. */
export function useSourceSelectOptions(): { options: SelectOption[]; error?: string } {
  const sources = useSourceOptions();
  return {
    options: (sources.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.licence})` })),
    error: sources.isError ? HISTORY_MESSAGES.sourcesLoadFailed : undefined,
  };
}
