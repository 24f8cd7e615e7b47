import { randomUUID } from 'node:crypto';
import { connectRedisForCommands, connectRedisForSubscriptions } from '../redis/redis-clients';
import type { PresenceStore, RealtimeEvent } from './presence-store';

/**
 * Several instances: members live in one Redis sorted set scored by their last heartbeat, so a
 * crashed instance's members stop being refreshed and fall out after the timeout; broadcasts go
 * through Redis pub/sub.
 */
export async function createRedisPresenceStore(url: string, prefix: string, timeoutMs: number): Promise<PresenceStore> {
  const instance = randomUUID();
  const client = await connectRedisForCommands(url);
  const subscriber = connectRedisForSubscriptions(url);
  const setKey = `${prefix}presence`;
  const channel = `${prefix}realtime`;
  const memberOf = new Map<string, string>();
  // Members are "<presence key>|<instance>:<connection>"; presence keys contain no "|".
  const member = (connectionId: string, key: string) => `${key}|${instance}:${connectionId}`;

  return {
    async join(connectionId, key) {
      const m = member(connectionId, key);
      memberOf.set(connectionId, m);
      await client.zadd(setKey, Date.now(), m);
    },
    async leave(connectionId) {
      const m = memberOf.get(connectionId);
      memberOf.delete(connectionId);
      if (m) await client.zrem(setKey, m);
    },
    async refresh(connectionIds) {
      const now = String(Date.now());
      const args = connectionIds.flatMap((id) => {
        const m = memberOf.get(id);
        return m ? [now, m] : [];
      });
      if (args.length > 0) await client.zadd(setKey, ...args);
    },
    async count() {
      const cutoff = Date.now() - timeoutMs;
      await client.zremrangebyscore(setKey, '-inf', String(cutoff));
      const members = await client.zrange(setKey, '0', '-1');
      return new Set(members.map((m) => m.slice(0, m.indexOf('|')))).size;
    },
    async publish(event) {
      await client.publish(channel, JSON.stringify(event));
    },
    async subscribe(handler) {
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          handler(JSON.parse(message) as RealtimeEvent);
        } catch {
          // not ours
        }
      });
    },
    async close() {
      const mine = [...memberOf.values()];
      memberOf.clear();
      if (mine.length > 0) await client.zrem(setKey, ...mine).catch(() => {});
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
