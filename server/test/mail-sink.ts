import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps what it receives: the real mail client is tested against it. */
export class MailSink {
  readonly messages: ParsedMail[] = [];
  /** While set, a received mail gets no answer: the sender waits for its 250 (see hold()). */
  private holding = false;
  private held: ((err?: Error) => void)[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each client (127.0.0.1): it slowed every mail (docs/benchmarks.md#code-figures).
    disableReverseLookup: true,
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          if (this.holding) return void this.held.push(callback);
          this.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  /**
   * From now on a mail is read but not answered, as a slow mail server would: its sender's job stays
   * on it. A mail is accepted only by the server's 250 (RFC 5321), so one held when its sender dies
   * was never delivered: dropHeld() refuses them and answers again.
   */
  hold(): void {
    this.holding = true;
  }

  dropHeld(): number {
    this.holding = false;
    const dropped = this.held.splice(0);
    for (const callback of dropped) callback(new Error('not accepted'));
    return dropped.length;
  }
  port = 0;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => [m.to].flat().some((t) => t?.text.includes(address)));
  }

  /** Waits for the n-th mail to an address and returns the first link in it matching a path. */
  async linkFor(address: string, path: string, nth = 1, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.to(address)[nth - 1];
      const match = mail?.text?.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
      if (match) return match[0];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail #${nth} with ${path} for ${address}`);
  }
}
