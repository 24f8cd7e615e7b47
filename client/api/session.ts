import { queryOptions, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { CurrentUser, SessionInfo } from '../../shared/schemas/auth';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The signed-in user from the session cookie, or `{ user: null }`. */
export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiRequest<SessionInfo>('/api/auth/session', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 30_000,
  });

/**
 * The current viewer. `isPending` is true until the first answer; a failed session call counts
 * as signed out (the server stays the judge of every request anyway).
 */
export function useSession(): { user: CurrentUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions());
  // The first answer re-renders most of the page: everything behind the session mounts at once. As a
  // deferred value React renders that in short slices the browser answers input between, instead of
  // one long task (docs/decisions/032); every reader switches in that same render. Later changes (a
  // sign-in, a sign-out) are not deferred: a page must never act on the viewer before the last one.
  const pendingShown = useDeferredValue(isPending);
  if (pendingShown) return { user: null, isPending: true };
  return { user: data?.user ?? null, isPending };
}

const isSessionQuery = (query: Query) => query.queryKey[0] === queryKeys.session[0] && query.queryKey[1] === queryKeys.session[1];

/** Everything cached for the previous viewer: unused entries are dropped, shown ones refetched. */
function resetViewerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query), type: 'inactive' });
  void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
}

/** The viewer changed (sign-in with a known user, or sign-out with null). */
export async function setViewer(queryClient: QueryClient, user: CurrentUser | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.session });
  queryClient.setQueryData<SessionInfo>(queryKeys.session, { user });
  resetViewerData(queryClient);
}

/**
 * The viewer may have changed (a session cookie was set or dropped): ask the server once. Other
 * cached data is reset only when the user really changed. Null when the server could not be asked.
 */
export async function refreshViewer(queryClient: QueryClient): Promise<SessionInfo | null> {
  const before = queryClient.getQueryData<SessionInfo>(queryKeys.session)?.user?.id ?? null;
  await queryClient.cancelQueries({ queryKey: queryKeys.session });
  let session: SessionInfo;
  try {
    session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0, retry: false });
  } catch {
    return null;
  }
  if ((session.user?.id ?? null) !== before) resetViewerData(queryClient);
  return session;
}

/** Updates the cached user (e.g. after a password change) without touching other data. */
export function updateViewer(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<SessionInfo>(queryKeys.session, { user });
}
