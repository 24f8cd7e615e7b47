import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, RegisterResult, SessionInfo } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshViewer } from '../../../api/session';

export function register(input: RegisterInput): Promise<RegisterResult> {
  return apiRequest<RegisterResult>('/api/auth/register', { method: 'POST', json: input });
}

export interface RegisterOutcome extends RegisterResult {
  /** Only for "signed_in": the session as read right after sign-up (null if it could not be read). */
  session?: SessionInfo | null;
}

/** Signs up. On "signed_in" the session is read again before the mutation settles. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<RegisterOutcome> => {
      const result = await register(input);
      if (result.outcome !== 'signed_in') return result;
      return { ...result, session: await refreshViewer(queryClient) };
    },
    onError: () => {
      void refreshViewer(queryClient);
    },
  });
}
