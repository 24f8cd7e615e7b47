import { createServer, type Server } from 'node:http';

/** A local stand-in for the Telegram Bot API that records sendMessage calls. */
export class TelegramSink {
  readonly messages: { path: string; body: { chat_id: string; text: string; parse_mode: string } }[] = [];
  private server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      this.messages.push({ path: req.url ?? '', body: JSON.parse(data || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
