import { isIPv6 } from 'node:net';
import { AppError, MESSAGES } from '../../lib/errors';
import type { Count, Counter, CounterStore } from './sign-in-counters';

// Sign-in throttling (decision 027). A client is refused for its own attempts, never for another
// client's: per client, per account and client, and, once an account has had many failures this
// hour, a client that has itself failed on it this hour. A client that has not failed on an account
// always gets its password checked, so strangers cannot lock the owner out.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface SignInLimits {
  /** Attempts per minute from one client, whatever the account. */
  perClientPerMinute: number;
  /** Attempts per minute on one account from one client (its right password forgets them). */
  perAccountClientPerMinute: number;
  /** Failures per hour on one account from anywhere, after which clients that failed on it wait. */
  perAccountPerHour: number;
}

export interface SignInThrottle {
  /** Before the password is checked: refuses with 429 or counts the attempt. */
  admit(account: string, ip: string): Promise<void>;
  /** The password was wrong. */
  failed(account: string, ip: string): Promise<void>;
  /** The password was right: this client's failures on the account are forgotten. */
  succeeded(account: string, ip: string): Promise<void>;
  /** A password reset: every counter of the account is forgotten. */
  clearAccount(account: string): Promise<void>;
  store: CounterStore;
}

/**
 * The client a request counts for: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would make every attempt a
 * clean client's).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  let text = ip.split('%')[0]!.toLowerCase();
  // An IPv4 tail (64:ff9b::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  const groups = [...front, ...fill, ...back].map((g) => parseInt(g, 16).toString(16));
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export function createSignInThrottle(store: CounterStore, limits: SignInLimits): SignInThrottle {
  const counters = (account: string, ip: string) => {
    const client = clientOf(ip);
    return {
      /** Attempts from the client, any account, in a minute. */
      client: { account: null, name: `client:${client}:minute`, windowMs: MINUTE_MS } satisfies Counter,
      /** Attempts on the account from the client in a minute, less those before its last success. */
      accountClient: { account, name: `client:${client}:minute`, windowMs: MINUTE_MS } satisfies Counter,
      /** Failures on the account from the client in an hour. */
      accountClientHour: { account, name: `client:${client}:hour`, windowMs: HOUR_MS } satisfies Counter,
      /** Failures on the account from anywhere in an hour. */
      accountHour: { account, name: 'all:hour', windowMs: HOUR_MS } satisfies Counter,
    };
  };
  const refuse = (...until: number[]) =>
    new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests, {
      retryAfterSeconds: Math.max(1, Math.ceil((Math.min(...until) - Date.now()) / 1000)),
    });

  return {
    store,
    async admit(account, ip) {
      const c = counters(account, ip);
      // Counted before the password is checked, so a burst of parallel guesses cannot all pass.
      const [fromClient, onAccountFromClient] = (await store.add([c.client, c.accountClient])) as [Count, Count];
      if (fromClient.count > limits.perClientPerMinute) throw refuse(fromClient.resetAt);
      if (onAccountFromClient.count > limits.perAccountClientPerMinute) throw refuse(onAccountFromClient.resetAt);
      const [failedHere, failedAnywhere] = (await store.read([c.accountClientHour, c.accountHour])) as [Count, Count];
      // The account-wide signal only slows clients that have failed on this account themselves.
      if (failedHere.count > 0 && failedAnywhere.count >= limits.perAccountPerHour) throw refuse(failedHere.resetAt, failedAnywhere.resetAt);
    },
    async failed(account, ip) {
      const c = counters(account, ip);
      await store.add([c.accountClientHour, c.accountHour]);
    },
    async succeeded(account, ip) {
      const c = counters(account, ip);
      await store.remove([c.accountClient, c.accountClientHour]);
    },
    clearAccount: (account) => store.clearAccount(account),
  };
}
