import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { setViewer } from '../../../api/session';

/** Consumes the sign-up link's token; the server signs the user in. */
export function verifyEmail(token: string): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('/api/auth/verify-email', { method: 'POST', json: { token } });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => setViewer(queryClient, user),
  });
}
