import WebSocket from 'ws';

/** A realtime test client that records what the server sends and how the socket closed. */
export class RealtimeClient {
  readonly messages: Record<string, unknown>[] = [];
  readonly closed: Promise<{ code: number }>;
  private socket: WebSocket;
  private pinger?: NodeJS.Timeout;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    // Listen before the socket opens: the server speaks first, in the same tick as the handshake.
    socket.on('message', (data) => this.messages.push(JSON.parse(String(data))));
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  /**
   * Opens a socket. `heartbeatMs` sends app pings like the browser does; without it the client is
   * "silent" unless `answersPings` (a browser always answers protocol pings; a dead link does not).
   */
  static async open(url: string, options: { cookie?: string; origin?: string; heartbeatMs?: number; answersPings?: boolean; forwardedFor?: string } = {}) {
    const socket = new WebSocket(url, {
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        // What a proxy in front sends on: the client's own header with the address it saw appended.
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.answersPings ?? options.heartbeatMs !== undefined,
    });
    const client = new RealtimeClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    if (options.heartbeatMs) client.pinger = setInterval(() => client.send({ type: 'ping' }), options.heartbeatMs);
    void client.closed.then(() => clearInterval(client.pinger));
    return client;
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  sendRaw(data: string | Buffer) {
    this.socket.send(data);
  }

  get isOpen() {
    return this.socket.readyState === WebSocket.OPEN;
  }

  lastCount(): number | undefined {
    const presence = this.messages.filter((m) => m.type === 'presence');
    return presence.at(-1)?.count as number | undefined;
  }

  async waitFor(predicate: (client: RealtimeClient) => boolean, timeoutMs = 8000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      if (Date.now() > deadline) throw new Error(`timed out; messages: ${JSON.stringify(this.messages.slice(-5))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  close() {
    clearInterval(this.pinger);
    this.socket.close();
  }
}
