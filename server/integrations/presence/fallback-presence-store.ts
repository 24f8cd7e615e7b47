import type { RedisFallback } from '../redis/redis-clients';
import { createMemoryPresenceStore, type PresenceStore } from './presence-store';

/**
 * The shared (Redis) presence, degrading to this instance's own while Redis cannot be reached
 * (decision 068): every connection is also kept here, so the count and the broadcasts go on for this
 * instance's clients; when Redis answers again the next sweep's refresh puts this instance's
 * connections back in the shared set, and the count is everyone's again.
 */
export function createFallbackPresenceStore(shared: PresenceStore, fallback: RedisFallback): PresenceStore {
  const local = createMemoryPresenceStore();
  return {
    async join(connectionId, key) {
      await local.join(connectionId, key);
      await fallback.run(() => shared.join(connectionId, key), async () => {});
    },
    async leave(connectionId) {
      await local.leave(connectionId);
      await fallback.run(() => shared.leave(connectionId), async () => {});
    },
    refresh: (connectionIds) => fallback.run(() => shared.refresh(connectionIds), async () => {}),
    count: () => fallback.run(() => shared.count(), () => local.count()),
    // Told to this instance's clients only while Redis is away.
    publish: (event) => fallback.run(() => shared.publish(event), () => local.publish(event)),
    async subscribe(handler) {
      await local.subscribe(handler);
      await shared.subscribe(handler);
    },
    async close() {
      await local.close();
      await shared.close();
    },
  };
}
