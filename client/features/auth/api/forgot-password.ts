import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Mails a reset link; 404 EMAIL_NOT_FOUND when no account has the address. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', json: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
