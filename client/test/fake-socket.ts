import type { SocketLike } from '../lib/realtime/realtime-connection';

/**
 * A WebSocket stand-in for tests: `FakeSocket.factory` is the connection's socket factory, and
 * every socket made is in `FakeSocket.made`. The test plays the server with open/receive/drop.
 */
export class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];

  static factory = (url: string): FakeSocket => {
    const socket = new FakeSocket(url);
    FakeSocket.made.push(socket);
    return socket;
  };

  static reset(): void {
    FakeSocket.made = [];
  }

  /** The newest socket. */
  static get last(): FakeSocket {
    const socket = FakeSocket.made[FakeSocket.made.length - 1];
    if (!socket) throw new Error('no socket was made');
    return socket;
  }

  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** What the client sent, parsed. */
  readonly sent: unknown[] = [];
  /** The client closed it (with this code). */
  closedWith: number | undefined;

  constructor(url: string) {
    this.url = url;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({ type: 'open' } as Event);
  }

  /** The server sent `message` (an object is sent as JSON). */
  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ type: 'message', data } as MessageEvent);
  }

  /** The connection failed or the server closed it. */
  drop({ error = false }: { error?: boolean } = {}): void {
    this.readyState = 3;
    if (error) this.onerror?.({ type: 'error' } as Event);
    this.onclose?.({ type: 'close', code: error ? 1006 : 1000 } as CloseEvent);
  }
}
