export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on notification mails. */
  headers?: Record<string, string>;
}

/** Sends e-mail. The SMTP implementation is real; the log one is the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
