export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on notification mails. */
  headers?: Record<string, string>;
  /** The mail's own Message-ID ("<local@host>"), the same at every try of one notification mail. */
  messageId?: string;
}

/** Sends e-mail. The SMTP implementation is real; the log one is the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
