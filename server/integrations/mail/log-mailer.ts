import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** A link's one-time token (verification, password reset) as it appears in a mail's text. */
const TOKEN_PARAM = /([?&]token=)[^&\s"'<>]+/g;

/** The text with every link's token replaced: a log is read by more people than the mailbox. */
export function maskTokens(text: string): string {
  return text.replace(TOKEN_PARAM, '$1[gizlendi]');
}

/**
 * Without SMTP_URL every mail is written to the log. In development that is the outbox, links
 * included; in production (MAIL_LOG=true) a link's token is masked, so the log never holds a live one.
 */
export function createLogMailer(log: FastifyBaseLogger, options: { revealLinks: boolean }): Mailer {
  return {
    async send(message) {
      const text = options.revealLinks ? message.text : maskTokens(message.text);
      log.info({ to: message.to, subject: message.subject }, `E-posta (SMTP_URL tanımlı değil, gönderilmedi):\n${text}`);
    },
  };
}
