import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** Is the reset link still usable? 400 RESET_LINK_INVALID when not. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: true }> {
  return apiRequest<{ valid: true }>('/api/auth/reset-password/check', { method: 'POST', json: { token }, signal });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Checked once per token on load; idle when there is no token. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
