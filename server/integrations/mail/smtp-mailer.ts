import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real SMTP delivery (nodemailer). Tests point it at a local smtp-server. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  // A plain smtp:// server on this machine (development, tests) has no certificate to offer.
  const local = url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '::1'].includes(url.hostname);
  const transport = nodemailer.createTransport(local ? { url: smtpUrl, ignoreTLS: true } : smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
