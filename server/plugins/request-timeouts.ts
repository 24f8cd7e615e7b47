import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { MESSAGES } from '../lib/errors';

// How long a client may take (decision 029). Without these a request whose body stalls kept its
// connection and parser for as long as the client liked (docs/reliability.md#second-attack-pass, finding 16), so a
// few hundred slow clients could hold the server's sockets.

/**
 * Longer than the idle timeout of common proxies and load balancers (60 s), so they close an idle
 * keep-alive connection first and never send a request on one the app is closing (Fastify's default).
 */
const KEEP_ALIVE_SECONDS = 72;

/** Fastify's answer to a request Node refused before any route saw it: the app's JSON error shape, in Turkish. */
function clientErrorHandler(this: { log: { trace(obj: object, msg: string): void } }, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', MESSAGES.headersTooLarge]
        : [400, 'BAD_REQUEST', MESSAGES.malformedRequest];
  this.log.trace({ err: error }, 'client error');
  const body = JSON.stringify({ statusCode, code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The server options that bound a client's time: the whole request, silence mid-request, keep-alive. */
export function requestTimeoutOptions(config: Pick<Config, 'REQUEST_TIMEOUT_SECONDS'>): Partial<FastifyHttpOptions<http.Server>> {
  const requestMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  // Node checks the request and headers timeouts on this interval (30 s by default, which would let
  // a stalled request live up to half a minute past its limit).
  const checkEveryMs = Math.min(5_000, Math.max(250, requestMs / 4));
  return {
    requestTimeout: requestMs,
    // A socket silent this long while a request is open (a client that stopped reading its answer) is
    // dropped without a word; set past the request timeout and its check, so a stalled request gets
    // its 408 first. WebSockets leave these timers when they upgrade.
    connectionTimeout: requestMs + 4 * checkEveryMs,
    keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000,
    // Headers get the whole request's time, not less: Node checks them on a timer, which after a long
    // synchronous task runs before the socket's waiting bytes are read, so a short headers limit
    // would refuse requests that arrived in time.
    // (Node refuses headers longer than the request's own limit, which it reads from these same options.)
    http: { requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: checkEveryMs },
    clientErrorHandler,
  };
}
