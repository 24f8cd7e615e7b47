import type { FastifyRequest } from 'fastify';
import { maskTokens } from '../integrations/mail/log-mailer';

/**
 * How the access log writes a request: Fastify's own fields, with the one-time token of a reset,
 * verification or unsubscribe link masked in the URL, as the mail log masks it (a log is read by
 * more people than the mailbox, and a logged live reset link is a way into the account).
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskTokens(request.url),
      version: [request.headers['accept-version']].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
