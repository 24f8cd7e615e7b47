import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshViewer, setViewer } from '../../../api/session';

export function login(input: LoginInput): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('/api/auth/login', { method: 'POST', json: input });
}

/** Signs in; the session cache then holds the new user and other cached data is reset. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setViewer(queryClient, user),
    // A sign-in attempt ends any previous session on the server: follow it.
    onError: () => {
      void refreshViewer(queryClient);
    },
  });
}
