import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/resend-verification', { method: 'POST', json: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
