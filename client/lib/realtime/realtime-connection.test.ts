import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { HEARTBEAT_MS, parseServerMessage, RealtimeConnection, realtimeUrl, type TokenCosts } from './realtime-connection';

const COSTS: TokenCosts = { company_detail: 25, project_detail: 40, filter: 15, search: 15, pagination: 5, export_rows: 1 };

function connect(options: Partial<ConstructorParameters<typeof RealtimeConnection>[0]> = {}) {
  const connection = new RealtimeConnection({ url: 'ws://localhost/api/realtime', createSocket: FakeSocket.factory, ...options });
  connection.start();
  return connection;
}

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtimeUrl', () => {
  it('follows the page protocol', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'gunesveri.com' })).toBe('wss://gunesveri.com/api/realtime');
  });
});

describe('parseServerMessage', () => {
  it('reads presence, token costs and pong; ignores anything else', () => {
    expect(parseServerMessage('{"type":"presence","count":3}')).toEqual({ type: 'presence', count: 3 });
    expect(parseServerMessage(JSON.stringify({ type: 'token_costs', costs: COSTS }))).toEqual({ type: 'token_costs', costs: COSTS });
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerMessage('{"type":"notifications"}')).toEqual({ type: 'notifications' });
    for (const bad of ['nope', '{"type":"presence","count":-1}', '{"type":"presence","count":1.5}', '{"type":"token_costs","costs":{"filter":1}}', '{"type":"other"}', 'null', '5']) {
      expect(parseServerMessage(bad)).toBeNull();
    }
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('RealtimeConnection', () => {
  it('keeps the online count the server sends, and keeps it while disconnected', () => {
    const connection = connect();
    const listener = vi.fn();
    connection.subscribe(listener);
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.last.url).toBe('ws://localhost/api/realtime');
    expect(connection.getOnlineCount()).toBeNull();

    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'presence', count: 2 });
    expect(connection.getOnlineCount()).toBe(2);
    FakeSocket.last.receive({ type: 'presence', count: 3 });
    FakeSocket.last.receive('{broken');
    FakeSocket.last.receive({ type: 'presence', count: 'many' });
    expect(connection.getOnlineCount()).toBe(3);

    FakeSocket.last.drop({ error: true });
    expect(connection.getOnlineCount()).toBe(3);
    expect(connection.getStatus()).toBe('waiting');
    expect(listener).toHaveBeenCalled();
    connection.stop();
  });

  it('passes pushed token costs on', () => {
    const onTokenCosts = vi.fn();
    const connection = connect({ onTokenCosts });
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'token_costs', costs: COSTS });
    expect(onTokenCosts).toHaveBeenCalledWith(COSTS);
    expect(connection.getTokenCosts()).toEqual(COSTS);
    connection.stop();
  });

  it('passes the new-notifications signal on', () => {
    const onNotifications = vi.fn();
    const connection = connect({ onNotifications });
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'notifications' });
    expect(onNotifications).toHaveBeenCalledOnce();
    connection.stop();
  });

  it('reconnects after 1, 2, 5, then every 10 s, and starts over at 1 s after a successful open', () => {
    const onDisconnect = vi.fn();
    const connection = connect({ onDisconnect });
    const waitAndExpectNewSocket = (ms: number) => {
      const before = FakeSocket.made.length;
      vi.advanceTimersByTime(ms - 1);
      expect(FakeSocket.made).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.made).toHaveLength(before + 1);
    };

    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000, 10_000]) {
      FakeSocket.last.drop({ error: true });
      waitAndExpectNewSocket(delay);
    }
    expect(onDisconnect).toHaveBeenCalledTimes(6);

    FakeSocket.last.open();
    expect(connection.getStatus()).toBe('open');
    FakeSocket.last.drop();
    waitAndExpectNewSocket(1_000);
    FakeSocket.last.drop();
    waitAndExpectNewSocket(2_000);
    connection.stop();
  });

  it('retries when the socket cannot even be made', () => {
    let fail = true;
    const connection = connect({
      createSocket: (url) => {
        if (fail) throw new Error('SecurityError');
        return FakeSocket.factory(url);
      },
    });
    expect(connection.getStatus()).toBe('waiting');
    fail = false;
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(1);
    connection.stop();
  });

  it('sends a ping every 25 s while open, and none before open or after a close', () => {
    const connection = connect();
    const socket = FakeSocket.last;
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket.sent).toEqual([]);

    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }, { type: 'ping' }]);
    socket.receive({ type: 'pong' });

    socket.drop();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket.sent).toHaveLength(3);
    connection.stop();
  });

  it('reconnect() replaces the socket at once and ignores the old one', () => {
    const connection = connect();
    const first = FakeSocket.last;
    first.open();
    first.receive({ type: 'presence', count: 1 });

    connection.reconnect();
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(2);
    // The old socket's late close starts no retry.
    first.drop();
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(connection.getOnlineCount()).toBe(1);

    // A reconnect while waiting to retry connects now.
    FakeSocket.last.drop();
    connection.reconnect();
    expect(FakeSocket.made).toHaveLength(3);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.made).toHaveLength(3);
    connection.stop();
  });

  it('stop() closes the socket and stops retrying; start() opens again', () => {
    const connection = connect();
    FakeSocket.last.open();
    connection.stop();
    expect(FakeSocket.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(connection.getStatus()).toBe('idle');
    connection.reconnect();
    expect(FakeSocket.made).toHaveLength(1);

    connection.start();
    expect(FakeSocket.made).toHaveLength(2);
    connection.stop();
  });
});
