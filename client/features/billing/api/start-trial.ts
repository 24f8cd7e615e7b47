import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** "Ücretsiz Deneme": premium for the package's trial days, once per member. */
export function startTrial(packageId: string) {
  return apiRequest<{ user: CurrentUser; message: string }>('/api/subscriptions/trial', { method: 'POST', json: { package_id: packageId } });
}

/** The session query belongs to the app shell; its key is part of the app's contract. */
const SESSION_KEY = ['auth', 'session'] as const;

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(SESSION_KEY, { user });
      void queryClient.invalidateQueries();
    },
  });
}
