import { COST_KEYS, type CostKey } from '../../../shared/constants';

// One WebSocket per tab to /api/realtime (docs/product-rules.md#shell): the server counts the
// distinct online keys (user id, or one per anonymous tab) and pushes the current token costs.

export type TokenCosts = Record<CostKey, number>;

/** Realtime heartbeat (docs/product-rules.md#shell). */
export const HEARTBEAT_MS = 25_000;
/** Realtime reconnect backoff (docs/product-rules.md#shell); the last delay repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The part of the browser's WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export type ServerMessage = { type: 'presence'; count: number } | { type: 'token_costs'; costs: TokenCosts } | { type: 'notifications' } | { type: 'pong' };

function readCosts(value: unknown): TokenCosts | null {
  if (typeof value !== 'object' || value === null) return null;
  const costs = {} as TokenCosts;
  for (const key of COST_KEYS) {
    const amount = (value as Record<string, unknown>)[key];
    if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
    costs[key] = amount;
  }
  return costs;
}

/** A server message, or null for anything unreadable or unknown (ignored). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type } = message as { type?: unknown };
  if (type === 'presence') {
    const { count } = message as { count?: unknown };
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? { type, count } : null;
  }
  if (type === 'token_costs') {
    const costs = readCosts((message as { costs?: unknown }).costs);
    return costs ? { type, costs } : null;
  }
  return type === 'pong' || type === 'notifications' ? { type } : null;
}

/** ws:// or wss:// to /api/realtime on this page's host. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime`;
}

/** The browser's WebSocket, or null where there is none. */
export const browserSocketFactory: SocketFactory | null =
  typeof WebSocket === 'undefined' ? null : (url) => new WebSocket(url);

export interface RealtimeConnectionOptions {
  url: string | (() => string);
  createSocket: SocketFactory;
  /** Costs pushed by the server (on connect and whenever an admin changes them). */
  onTokenCosts?: (costs: TokenCosts) => void;
  /** The signed-in member has new notifications (the signal carries nothing else). */
  onNotifications?: () => void;
  /** The socket closed: what was pushed may now be out of date until the next connect. */
  onDisconnect?: () => void;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting';

/**
 * Keeps one socket open while started: a ping every 25 s, and after a close or failure a new
 * attempt 1, 2, 5, then every 10 s (back to 1 s after a successful open). The last online count
 * stays known while disconnected. Nothing pauses on hidden tabs: an open tab counts as online.
 */
export class RealtimeConnection {
  private readonly options: RealtimeConnectionOptions;
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private started = false;
  private status: ConnectionStatus = 'idle';
  private onlineCount: number | null = null;
  private tokenCosts: TokenCosts | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(options: RealtimeConnectionOptions) {
    this.options = options;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Closes the socket and stops retrying (the last count is kept). */
  stop(): void {
    this.started = false;
    this.drop();
    this.setStatus('idle');
  }

  /** Opens a fresh socket now (e.g. the viewer signed in or out, so the server sees who it is). */
  reconnect(): void {
    if (!this.started) return;
    this.drop();
    this.attempt = 0;
    this.connect();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Online keys as the server last said, or null before its first word. */
  getOnlineCount = (): number | null => this.onlineCount;
  getTokenCosts = (): TokenCosts | undefined => this.tokenCosts;
  getStatus = (): ConnectionStatus => this.status;

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit();
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const { url, createSocket } = this.options;
    let socket: SocketLike;
    try {
      socket = createSocket(typeof url === 'function' ? url() : url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ type: 'ping' }), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    // A failure is followed by a close; the close decides what happens next.
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.heartbeat);
      this.options.onDisconnect?.();
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.setStatus('waiting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** Forgets the current socket (its late events are ignored) and any pending attempt. */
  private drop(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Already closing.
    }
  }

  private send(message: { type: 'ping' }): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // The close event follows.
    }
  }

  private receive(data: unknown): void {
    const message = parseServerMessage(data);
    if (!message) return;
    if (message.type === 'presence') {
      if (message.count === this.onlineCount) return;
      this.onlineCount = message.count;
      this.emit();
    } else if (message.type === 'token_costs') {
      this.tokenCosts = message.costs;
      this.options.onTokenCosts?.(message.costs);
      this.emit();
    } else if (message.type === 'notifications') {
      this.options.onNotifications?.();
    }
  }
}
