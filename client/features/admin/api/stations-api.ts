import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StationCapacityRow, StationDefinitionRow, StationOption } from '../../../../shared/schemas/admin/stations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// Transformer stations in the back office (spec 3 §2.12): definitions and the combined record go as
// multipart (their KML/KMZ beside the fields), capacities as JSON. After any write every admin list
// and the public station pages are fetched again (counts, years and markers change together).

const base = '/api/admin/stations';

function useStationWrite<V>(call: (input: V) => Promise<{ id?: string; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([invalidateAdmin(queryClient), queryClient.invalidateQueries({ queryKey: ['stations'] })]),
  });
}

function formData(fields: Record<string, string>, file: File | null) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set('file', file, file.name);
  return data;
}

function useStationRecord<T>(kind: 'definitions' | 'capacities', id: string | undefined) {
  return useQuery({
    queryKey: ['admin', `/stations/${kind}`, 'record', id ?? ''] as const,
    queryFn: ({ signal }) => apiRequest<T>(`${base}/${kind}/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

export const useStationDefinition = (id: string | undefined) => useStationRecord<StationDefinitionRow>('definitions', id);
export const useStationCapacity = (id: string | undefined) => useStationRecord<StationCapacityRow>('capacities', id);

/** The capacity form's station search (idle until something is typed). */
export function useStationOptions(search: string) {
  return useQuery({
    queryKey: ['admin', '/stations/options', search] as const,
    queryFn: ({ signal }) => apiRequest<{ items: StationOption[] }>(`${base}/options?search=${encodeURIComponent(search)}`, { signal }),
    enabled: search.length >= 2,
  });
}

export type StationUpload = { fields: Record<string, string>; file: File | null };

export function useSaveStationDefinition(id: string | undefined) {
  return useStationWrite(({ fields, file }: StationUpload) =>
    id
      ? apiRequest<{ message: string }>(`${base}/definitions/${encodeURIComponent(id)}`, { method: 'PUT', body: formData(fields, file) })
      : apiRequest<{ id: string; message: string }>(`${base}/definitions`, { method: 'POST', body: formData(fields, file) }),
  );
}

export function useSaveCombinedStation() {
  return useStationWrite(({ fields, file }: StationUpload) => apiRequest<{ id: string; message: string }>(`${base}/combined`, { method: 'POST', body: formData(fields, file) }));
}

export function useSaveStationCapacity(id: string | undefined) {
  return useStationWrite((body: Record<string, string>) =>
    id
      ? apiRequest<{ message: string }>(`${base}/capacities/${encodeURIComponent(id)}`, { method: 'PUT', json: body })
      : apiRequest<{ id: string; message: string }>(`${base}/capacities`, { method: 'POST', json: body }),
  );
}

export function useDeleteStationRecord(kind: 'definitions' | 'capacities') {
  return useStationWrite((id: string) => apiRequest<{ message: string }>(`${base}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
