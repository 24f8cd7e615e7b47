import { queryOptions, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useDeferredValue, useMemo, type ReactNode } from 'react';
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

export interface Viewer {
  user: CurrentUser | null;
  /** True until the first answer. */
  isPending: boolean;
}

const PENDING: Viewer = { user: null, isPending: true };
const ViewerContext = createContext<Viewer | null>(null);

/**
 * Gives the viewer to every reader (useSession); the readers ask for the session, as a page that
 * reads no viewer (a reset-password link) asks nothing. The first answer re-renders most of the page:
 * everything behind the session mounts at once. Only this component is told of the answer at once;
 * the readers get it as a deferred value, which React renders in short slices the browser answers
 * input between, instead of one long task (docs/decisions/032). Later changes (a sign-in, a
 * sign-out) are not deferred: a page must never act on the viewer before the last one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({ ...sessionQueryOptions(), enabled: false });
  const pendingShown = useDeferredValue(isPending);
  const user = data?.user ?? null;
  const viewer = useMemo<Viewer>(() => (pendingShown ? PENDING : { user, isPending }), [pendingShown, user, isPending]);
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

/**
 * The current viewer. `isPending` is true until the first answer; a failed session call counts
 * as signed out (the server stays the judge of every request anyway).
 */
export function useSession(): Viewer {
  // Asks (on mount, on focus when stale) but is never re-rendered by the answer: the provider's
  // context carries it, deferred the first time.
  useQuery({ ...sessionQueryOptions(), notifyOnChangeProps: [] });
  const viewer = use(ViewerContext);
  if (!viewer) throw new Error('useSession needs a SessionProvider above it (client/app/providers.tsx).');
  return viewer;
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

/** A charge went through: show the new Bakiye at once, then ask the server for the session again. */
export function applyBalance(queryClient: QueryClient, balance: number | undefined): void {
  if (balance !== undefined) {
    queryClient.setQueryData<SessionInfo>(queryKeys.session, (current) =>
      current?.user ? { user: { ...current.user, token_balance: balance } } : current,
    );
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
}
