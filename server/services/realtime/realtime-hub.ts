import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { PresenceStore, RealtimeEvent } from '../../integrations/presence/presence-store';

export const MAX_MESSAGE_BYTES = 1024;
export const MAX_MESSAGES_PER_SECOND = 10;
/** Presence changes within this window go out as one count (a join ramp of N clients is not N² sends). */
export const PRESENCE_COALESCE_MS = 100;

/** WebSocket close codes used here. */
export const CLOSE = { policy: 1008, invalid: 1007, tooBig: 1009, timeout: 4000, restart: 1012 } as const;

interface Connection {
  socket: WebSocket;
  /** The signed-in member on this socket, null for a visitor. */
  userId: string | null;
  /** The count this client was last told. */
  sentCount: number;
  lastSeen: number;
  windowStart: number;
  windowCount: number;
}

/**
 * This instance's realtime connections (docs/product-rules.md#shell): joins and leaves the shared
 * presence, pushes the online count and token costs, tells a member's tabs that they have new
 * notifications, drops silent, flooding or malformed clients. Messages carry no personal data: counts,
 * costs, and a bare "notifications" signal sent only to that member's own sockets (the bell then asks
 * the API, under its usual rules, what is new).
 */
export class RealtimeHub {
  private connections = new Map<string, Connection>();
  private sweepTimer: NodeJS.Timeout;
  private sweepEveryMs: number;
  private lastSweepAt = Date.now();
  private pushTimer?: NodeJS.Timeout;

  constructor(
    private store: PresenceStore,
    private options: { timeoutMs: number; currentCosts: () => Promise<Record<string, number>>; log: FastifyBaseLogger },
  ) {
    // Sweep four times per timeout: drop silent sockets, ping the rest, refresh ours in the shared
    // store, re-count. With the 40 s default a dead connection (or a crashed instance's users)
    // leaves within 50 s of its last sign of life.
    // The sweep runs after the I/O waiting at that moment: a process that did not run for a while (a
    // long synchronous query, a starved core) reads its clients' pings before it judges them silent.
    this.sweepEveryMs = Math.max(500, Math.floor(options.timeoutMs / 4));
    this.sweepTimer = setInterval(() => setImmediate(() => void this.sweep()), this.sweepEveryMs);
    this.sweepTimer.unref();
  }

  async start() {
    await this.store.subscribe((event) => void this.onEvent(event));
  }

  async accept(socket: WebSocket, userId: string | null) {
    const id = randomUUID();
    const now = Date.now();
    const connection: Connection = { socket, userId, sentCount: -1, lastSeen: now, windowStart: now, windowCount: 0 };
    this.connections.set(id, connection);
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onMessage(id, data, isBinary));
    // Browsers answer protocol pings themselves, even in background tabs whose timers are slowed.
    socket.on('pong', () => this.touch(id));
    socket.on('close', () => void this.remove(id));
    socket.on('error', () => socket.terminate());
    await this.store.join(id, userId ? `user:${userId}` : `anon:${id}`);
    this.send(socket, { type: 'token_costs', costs: await this.options.currentCosts() });
    this.tell(connection, await this.store.count());
    await this.store.publish({ type: 'presence_changed' });
  }

  /** Tells every instance's clients the new costs. */
  async broadcastCosts(costs: Record<string, number>) {
    await this.store.publish({ type: 'token_costs', costs });
  }

  /** Tells every instance to signal these members' open tabs that they have new notifications. */
  async notifyUsers(userIds: string[]) {
    if (userIds.length > 0) await this.store.publish({ type: 'notifications', user_ids: [...new Set(userIds)] });
  }

  /**
   * Closes every socket with 1012 ("service restart"): its client reconnects at once, through the
   * balancer, to an instance that is not stopping (decision 068). The members leave this instance's
   * presence as each close is handled.
   */
  closeSockets() {
    for (const connection of this.connections.values()) connection.socket.close(CLOSE.restart, 'restart');
  }

  async close() {
    clearInterval(this.sweepTimer);
    clearTimeout(this.pushTimer);
    for (const [id, connection] of this.connections) {
      connection.socket.close(CLOSE.restart, 'restart');
      this.connections.delete(id);
    }
    await this.store.close();
  }

  get size() {
    return this.connections.size;
  }

  private onMessage(id: string, data: Buffer, isBinary: boolean) {
    const connection = this.connections.get(id);
    if (!connection) return;
    const now = Date.now();
    if (now - connection.windowStart >= 1000) {
      connection.windowStart = now;
      connection.windowCount = 0;
    }
    if (++connection.windowCount > MAX_MESSAGES_PER_SECOND) return this.drop(id, CLOSE.policy, 'rate limit');
    if (isBinary || data.length > MAX_MESSAGE_BYTES) return this.drop(id, CLOSE.tooBig, 'message too big');
    let message: unknown;
    try {
      message = JSON.parse(data.toString('utf8'));
    } catch {
      return this.drop(id, CLOSE.invalid, 'malformed');
    }
    if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'ping') {
      return this.drop(id, CLOSE.invalid, 'unknown message');
    }
    connection.lastSeen = now;
    this.send(connection.socket, { type: 'pong' });
  }

  private touch(id: string) {
    const connection = this.connections.get(id);
    if (connection) connection.lastSeen = Date.now();
  }

  private drop(id: string, code: number, reason: string) {
    const connection = this.connections.get(id);
    if (!connection) return;
    this.options.log.debug({ code, reason }, 'realtime connection dropped');
    connection.socket.close(code, reason);
    void this.remove(id);
  }

  private async remove(id: string) {
    if (!this.connections.delete(id)) return;
    await this.store.leave(id).catch((err: unknown) => this.options.log.warn({ err }, 'presence leave failed'));
    await this.store.publish({ type: 'presence_changed' }).catch(() => {});
  }

  private async sweep() {
    try {
      const now = Date.now();
      // Time this process itself did not run is no client's silence: a sweep that comes more than two
      // intervals after the last gives every client the excess.
      const stalled = Math.max(0, now - this.lastSweepAt - 2 * this.sweepEveryMs);
      this.lastSweepAt = now;
      const cutoff = now - this.options.timeoutMs - stalled;
      for (const [id, connection] of this.connections) {
        if (connection.lastSeen < cutoff) {
          connection.socket.terminate();
          await this.remove(id);
        } else if (connection.socket.readyState === connection.socket.OPEN) {
          connection.socket.ping();
        }
      }
      await this.store.refresh([...this.connections.keys()]);
      await this.pushCountIfChanged();
    } catch (err) {
      this.options.log.warn({ err }, 'presence sweep failed');
    }
  }

  private async onEvent(event: RealtimeEvent) {
    if (event.type === 'token_costs') {
      for (const { socket } of this.connections.values()) this.send(socket, { type: 'token_costs', costs: event.costs });
      return;
    }
    if (event.type === 'notifications') {
      const members = new Set(event.user_ids);
      for (const { socket, userId } of this.connections.values()) if (userId && members.has(userId)) this.send(socket, { type: 'notifications' });
      return;
    }
    this.pushTimer ??= setTimeout(() => {
      this.pushTimer = undefined;
      void this.pushCountIfChanged().catch((err: unknown) => this.options.log.warn({ err }, 'presence count failed'));
    }, PRESENCE_COALESCE_MS);
  }

  private async pushCountIfChanged() {
    const count = await this.store.count();
    for (const connection of this.connections.values()) this.tell(connection, count);
  }

  private tell(connection: Connection, count: number) {
    if (connection.sentCount === count) return;
    connection.sentCount = count;
    this.send(connection.socket, { type: 'presence', count });
  }

  private send(socket: WebSocket, message: object) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }
}
