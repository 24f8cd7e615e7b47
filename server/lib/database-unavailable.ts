// Errors that say PostgreSQL cannot be reached, not that a statement was wrong (decision 068,
// "PostgreSQL restarted"): a refused or lost connection, a server shutting down or starting up, a
// connect that timed out. Such a request is answered 503 with Retry-After at once, never a 500.

/** Node's socket errors on a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crash, starting up), 53300 (too many connections). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** node-postgres's own words for a connection it lost or could not get in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
    // AggregateError (a connect tried on IPv4 and IPv6): any of its errors.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
  }
  return false;
}
