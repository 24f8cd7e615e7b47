import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPackageRow, PackageForm, ProviderPlan } from '../../../../shared/schemas/admin/packages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// Subscription packages in the back office (spec 3 §2.16): the record, save, the active switch and
// the provider's plans. After a write the public package pages fetch their list again.

const base = '/api/admin/packages';

function useWrite<V>(call: (input: V) => Promise<{ id?: string; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([invalidateAdmin(queryClient), queryClient.invalidateQueries({ queryKey: ['billing', 'packages'] })]),
  });
}

export function usePackageRecord(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', '/packages', 'record', id ?? ''] as const,
    queryFn: ({ signal }) => apiRequest<AdminPackageRow>(`${base}/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The provider's plans, asked for when the screen wants them (a button on the list, at once on the form). */
export function useProviderPlans(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', '/packages/provider-plans'] as const,
    queryFn: ({ signal }) => apiRequest<{ items: ProviderPlan[] }>(`${base}/provider-plans`, { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useSavePackage(id: string | undefined) {
  return useWrite((form: PackageForm) =>
    id ? apiRequest<{ message: string }>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', json: form }) : apiRequest<{ id: string; message: string }>(base, { method: 'POST', json: form }),
  );
}

export function useTogglePackage() {
  return useWrite((id: string) => apiRequest<{ message: string }>(`${base}/${encodeURIComponent(id)}/toggle`, { method: 'POST', json: {} }));
}

export function useDeletePackage() {
  return useWrite((id: string) => apiRequest<{ message: string }>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
