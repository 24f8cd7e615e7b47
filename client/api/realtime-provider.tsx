import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { SessionInfo } from '../../shared/schemas/auth';
import { RealtimeContext } from '../lib/realtime/realtime-context';
import { browserSocketFactory, RealtimeConnection, realtimeUrl, type SocketFactory } from '../lib/realtime/realtime-connection';
import { queryKeys } from './query-keys';
import { type TokenCostsAnswer } from './token-costs';

/** The viewer's id, null when signed out, undefined while the session is not known yet. */
const viewerId = (queryClient: QueryClient) => {
  const session = queryClient.getQueryData<SessionInfo>(queryKeys.session);
  return session === undefined ? undefined : (session.user?.id ?? null);
};

/** Calls `onChange` when the cached viewer changes from one known value to another. */
export function watchViewer(queryClient: QueryClient, onChange: () => void): () => void {
  let last = viewerId(queryClient);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(queryKeys.session)) return;
    const now = viewerId(queryClient);
    if (now === undefined || now === last) return;
    const known = last !== undefined;
    last = now;
    // The first answer names whoever the socket's cookie already named: nothing to redo.
    if (known) onChange();
  });
}

export function createRealtimeConnection(queryClient: QueryClient, createSocket: SocketFactory, url: string | (() => string) = () => realtimeUrl()) {
  return new RealtimeConnection({
    url,
    createSocket,
    onTokenCosts: (costs) => {
      queryClient.setQueryData<TokenCostsAnswer>(queryKeys.tokenCosts, { costs });
      // A GET still under way would answer with what it read before: the push is newer (the
      // cancel reverts to the state just set).
      void queryClient.cancelQueries({ queryKey: queryKeys.tokenCosts });
    },
    // The bell's count and the notifications page ask again at once.
    onNotifications: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications }),
    // Changes may be missed while disconnected: the next reader fetches again (the reconnect
    // brings the costs too).
    onDisconnect: () => void queryClient.invalidateQueries({ queryKey: queryKeys.tokenCosts, refetchType: 'none' }),
  });
}

/**
 * Opens the tab's realtime socket (presence count, live token costs) for the app's lifetime and
 * reconnects it when the viewer signs in or out. `createSocket` is for tests; without one the
 * browser's WebSocket is used (none where it does not exist).
 */
export function RealtimeProvider({ children, createSocket }: { children: ReactNode; createSocket?: SocketFactory }) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => {
    const factory = createSocket ?? browserSocketFactory;
    return factory ? createRealtimeConnection(queryClient, factory) : null;
  });

  useEffect(() => {
    if (!connection) return;
    // In a task of its own, not in the first render's: the socket can wait a moment (decision 032).
    const start = setTimeout(() => connection.start());
    const unwatch = watchViewer(queryClient, () => connection.reconnect());
    return () => {
      clearTimeout(start);
      unwatch();
      connection.stop();
    };
  }, [connection, queryClient]);

  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}
