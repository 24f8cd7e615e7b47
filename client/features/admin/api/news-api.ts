import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsRecord } from '../../../../shared/schemas/admin/news';
import type { NewsForm } from '../../../../shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';

// News in the back office (spec 3 §2.13): the record for the form, save, and the active switch.
// The admin list and the public news pages are fetched again after any write.

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', '/news'] }), queryClient.invalidateQueries({ queryKey: ['news'] })]);

export function useAdminNewsRecord(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', '/news', 'record', id ?? ''] as const,
    queryFn: ({ signal }) => apiRequest<AdminNewsRecord>(`/api/admin/news/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSaveNews(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: NewsForm) =>
      id
        ? apiRequest<{ message: string }>(`/api/admin/news/${encodeURIComponent(id)}`, { method: 'PUT', json: form })
        : apiRequest<{ id: string; message: string }>('/api/admin/news', { method: 'POST', json: form }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useToggleNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/admin/news/${encodeURIComponent(id)}/toggle`, { method: 'POST', json: {} }),
    onSuccess: () => invalidate(queryClient),
  });
}
