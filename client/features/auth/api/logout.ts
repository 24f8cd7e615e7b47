import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logout(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });
}

/** Ends the session on the server; the caller resets the cache (see useSignOut). */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
