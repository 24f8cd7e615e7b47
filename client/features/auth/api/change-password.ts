import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, CurrentUser } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { updateViewer } from '../../../api/session';

/** 401 CURRENT_PASSWORD_WRONG (the server has ended the session) or 401 UNAUTHORIZED on failure. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string; user: CurrentUser }> {
  return apiRequest<{ message: string; user: CurrentUser }>('/api/auth/change-password', { method: 'POST', json: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => updateViewer(queryClient, user),
  });
}
