import pg from 'pg';
import type { Database } from './client';

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
/** Seconds before a lost listening connection is opened again, doubled up to the last. */
const RECONNECT_SECONDS = [1, 2, 5, 10, 30];

export interface ListenOptions {
  /** Told when the listening connection is lost or cannot be opened again (it keeps trying). */
  onError?: (err: Error) => void;
}

/**
 * Calls `onNotify` with its payload after each commit of a transaction that ran `pg_notify(channel,
 * payload)`, in this process or any other on the same database, until the returned function is
 * called (undefined: not one commit but "anything may have changed", after a lost connection). PostgreSQL
 * delivers a notification at the commit and never after a rollback (docs/decisions/059-a-transactional-outbox-for-record-events.md).
 *
 * PGlite: its own `listen` (one process owns the database, so every writer is in this one). A
 * server: a connection of its own, outside the pool (a pooled client serves other queries). When it
 * is lost it is opened again, and `onNotify` is called once it is back (with no payload), for
 * anything committed while it was away.
 */
export async function listen(database: Database, channel: string, onNotify: (payload: string | undefined) => void, options: ListenOptions = {}): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { driver } = database;
  if (driver.kind === 'pglite') return driver.client.listen(channel, (payload) => onNotify(payload));

  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async () => {
    const next = new pg.Client(driver.pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    // An error on a listening connection ends it; 'end' follows and reopens it.
    next.on('error', (err) => options.onError?.(err));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!stopped) reopen();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
  };

  const reopen = () => {
    if (stopped || timer) return;
    const delay = RECONNECT_SECONDS[Math.min(failures, RECONNECT_SECONDS.length - 1)]! * 1000;
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        () => {
          if (!stopped) onNotify(undefined);
        },
        (err: unknown) => {
          options.onError?.(err instanceof Error ? err : new Error(String(err)));
          reopen();
        },
      );
    }, delay);
    timer.unref();
  };

  // The first open fails loudly: the start that asked for it cannot hear the commits.
  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
