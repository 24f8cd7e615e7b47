import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../api/session';
import { RealtimeProvider } from '../api/realtime-provider';
import type { SocketFactory } from '../lib/realtime/realtime-connection';
import { createQueryClient } from '../lib/query-client';

/**
 * App-wide providers: the data cache, the viewer (`useSession`, client/api/session.tsx) and the
 * tab's one realtime socket (presence, live token costs).
 * Tests pass their own QueryClient and socket factory.
 */
export function AppProviders({ children, queryClient, createSocket }: { children: ReactNode; queryClient?: QueryClient; createSocket?: SocketFactory }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RealtimeProvider createSocket={createSocket}>{children}</RealtimeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
