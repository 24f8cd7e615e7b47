import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { applyViewer } from './viewer-cache';

/** "Ücretsiz Deneme": premium for the package's trial days, once per member. */
export function startTrial(packageId: string) {
  return apiRequest<{ user: CurrentUser; message: string }>('/api/subscriptions/trial', { method: 'POST', json: { package_id: packageId } });
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: ({ user }) => applyViewer(queryClient, user),
  });
}
