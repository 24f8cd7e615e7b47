import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Real SMTP delivery (nodemailer). Tests point it at a local smtp-server. `timeoutMs` bounds each
 * wait on the server (connection, greeting, silence): a send gives up well before its background
 * job's expiry hands the job to another try (docs/decisions/048-durable-notification-mails.md).
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs = 30_000): Mailer {
  const url = new URL(smtpUrl);
  // A plain smtp:// server on this machine (development, tests) has no certificate to offer.
  const local = url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '::1'].includes(url.hostname);
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const transport = nodemailer.createTransport(local ? { url: smtpUrl, ignoreTLS: true, ...timeouts } : { url: smtpUrl, ...timeouts });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
