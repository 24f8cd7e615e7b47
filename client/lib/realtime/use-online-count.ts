import { useContext, useSyncExternalStore } from 'react';
import { RealtimeContext } from './realtime-context';

const noSubscription = () => () => {};
const unknown = () => null;

/** People online now as the server last said; null until it has (or without a connection). */
export function useOnlineCount(): number | null {
  const connection = useContext(RealtimeContext);
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getOnlineCount ?? unknown, unknown);
}
