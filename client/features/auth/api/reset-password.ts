import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
