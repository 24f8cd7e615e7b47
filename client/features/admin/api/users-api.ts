import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceAdjustmentInput, UserOption } from '../../../../shared/schemas/admin/users';
import { USER_PICKER_MIN_CHARS } from '../../../../shared/schemas/admin/users';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// Users: the linked-user picker, Bakiye, roles, subscriptions by hand (spec 3 §2.4, §5).

export const userOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'options', search.toLowerCase()] as const,
    queryFn: ({ signal }) => apiRequest<{ items: UserOption[] }>(`/api/admin/users/options?search=${encodeURIComponent(search)}`, { signal }),
    staleTime: 30_000,
  });

export function useUserOptions(search: string) {
  const text = search.trim();
  return useQuery({ ...userOptionsQueryOptions(text), enabled: text.length >= USER_PICKER_MIN_CHARS, placeholderData: keepPreviousData });
}

export type UserAction =
  | { type: 'balance'; id: string; body: BalanceAdjustmentInput }
  | { type: 'roles'; id: string; body: { is_premium?: boolean; is_super_admin?: boolean } }
  | { type: 'assign'; id: string; packageId: string }
  | { type: 'remove'; id: string };

function send(action: UserAction) {
  const base = `/api/admin/users/${action.id}`;
  switch (action.type) {
    case 'balance':
      return apiRequest<{ message: string; balance?: number }>(`${base}/balance`, { method: 'POST', json: action.body });
    case 'roles':
      return apiRequest<{ message: string; balance?: number }>(`${base}/roles`, { method: 'PUT', json: action.body });
    case 'assign':
      return apiRequest<{ message: string; balance?: number }>(`${base}/subscription`, { method: 'POST', json: { package_id: action.packageId } });
    case 'remove':
      return apiRequest<{ message: string; balance?: number }>(`${base}/subscription`, { method: 'DELETE' });
  }
}

/** One mutation for the user actions; the user list is fetched again after each. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => invalidateAdmin(queryClient) });
}
