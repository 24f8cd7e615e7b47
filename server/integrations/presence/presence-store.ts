/**
 * Who is online, shared by every app instance: each connection is a member under a presence key
 * (a user id, or one anonymous key per visitor connection); the count is the number of distinct keys.
 * Also carries broadcasts (presence changed, token costs changed, members with new notifications) to every instance.
 */
export interface PresenceStore {
  join(connectionId: string, key: string): Promise<void>;
  leave(connectionId: string): Promise<void>;
  /** Marks this instance's live connections as still there (they expire otherwise). */
  refresh(connectionIds: string[]): Promise<void>;
  count(): Promise<number>;
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(handler: (event: RealtimeEvent) => void): Promise<void>;
  close(): Promise<void>;
}

export type RealtimeEvent =
  | { type: 'presence_changed' }
  | { type: 'token_costs'; costs: Record<string, number> }
  /** These members have new notifications: their tabs fetch the bell's count again. */
  | { type: 'notifications'; user_ids: string[] };

/** One instance: everything in memory. */
export function createMemoryPresenceStore(): PresenceStore {
  const members = new Map<string, string>();
  const handlers: ((event: RealtimeEvent) => void)[] = [];
  return {
    async join(connectionId, key) {
      members.set(connectionId, key);
    },
    async leave(connectionId) {
      members.delete(connectionId);
    },
    async refresh() {},
    async count() {
      return new Set(members.values()).size;
    },
    async publish(event) {
      for (const handler of handlers) handler(event);
    },
    async subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      members.clear();
    },
  };
}
