import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** Development outbox: without SMTP_URL every mail is written to the log, links included. */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, `E-posta (SMTP_URL tanımlı değil, gönderilmedi):\n${message.text}`);
    },
  };
}
