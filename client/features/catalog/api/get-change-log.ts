import { useQuery } from '@tanstack/react-query';
import type { ChangeLog } from '../../../../shared/schemas/corrections';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export type ChangeLogEntity = 'projects' | 'companies';

/** A record's public change log, as this viewer may read it (premium fields' changes only with the full detail). */
export function getChangeLog(entity: ChangeLogEntity, id: string, signal?: AbortSignal) {
  return apiRequest<ChangeLog>(`/api/${entity}/${encodeURIComponent(id)}/change-log`, { signal });
}

/** `access` is part of the key: opening the detail (a payment) shows the premium fields' changes at once. */
export function useChangeLog(entity: ChangeLogEntity, id: string, access: string) {
  return useQuery({ queryKey: [...queryKeys.catalog.changeLog(entity, id), access], queryFn: ({ signal }) => getChangeLog(entity, id, signal) });
}
