import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshViewer, setViewer } from '../../../api/session';

/** Password sign-in that only super admins pass (403 ADMIN_FORBIDDEN for others, no session made). */
export function adminLogin(input: LoginInput): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('/api/auth/admin-login', { method: 'POST', json: input });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ user }) => setViewer(queryClient, user),
    onError: () => {
      void refreshViewer(queryClient);
    },
  });
}
