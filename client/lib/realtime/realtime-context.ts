import { createContext } from 'react';
import type { RealtimeConnection } from './realtime-connection';

/** The tab's realtime connection; null outside RealtimeProvider (e.g. component tests). */
export const RealtimeContext = createContext<RealtimeConnection | null>(null);
