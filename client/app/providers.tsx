import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import type { SocketFactory } from '../lib/realtime/realtime-connection';
import { createQueryClient } from '../lib/query-client';

/**
 * App-wide providers, including the tab's one realtime socket (presence, live token costs).
 * Tests pass their own QueryClient and socket factory.
 */
export function AppProviders({ children, queryClient, createSocket }: { children: ReactNode; queryClient?: QueryClient; createSocket?: SocketFactory }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <RealtimeProvider createSocket={createSocket}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}
