import { useQuery } from '@tanstack/react-query';
import type { ProviderPlan } from '../../../../shared/schemas/admin/packages';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

// Subscription packages in the back office: the provider's plans (the form saves, and the list
// toggles and deletes, through their definitions: features/admin/resources/packages.tsx).

/** The provider's plans, asked for when the screen wants them (a button on the list, at once on the form). */
export function useProviderPlans(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.providerPlans,
    queryFn: ({ signal }) => apiRequest<{ items: ProviderPlan[] }>('/api/admin/packages/provider-plans', { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
