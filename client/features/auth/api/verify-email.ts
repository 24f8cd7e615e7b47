import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, VerifyEmailInput, VerifyLinkCheck } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';
import { setViewer } from '../../../api/session';

/** Is the verification link still usable, and did this browser register? Changes nothing (docs/decisions/047). */
export function checkVerifyLink(token: string, signal?: AbortSignal): Promise<VerifyLinkCheck> {
  return apiRequest<VerifyLinkCheck>('/api/auth/verify-email/check', { method: 'POST', json: { token }, signal });
}

export const verifyLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.verifyLink(token),
    queryFn: ({ signal }) => checkVerifyLink(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Checked once per token when the page opens; idle without a token. */
export function useVerifyLinkCheck(token: string | null) {
  return useQuery({ ...verifyLinkQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** Uses the sign-up link after the click: the browser that registered, or anyone with the password. */
export function verifyEmail(input: VerifyEmailInput): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('/api/auth/verify-email', { method: 'POST', json: input });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => setViewer(queryClient, user),
  });
}
