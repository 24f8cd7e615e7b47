import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sign_in_counters } from '../../db/schema/users';

/**
 * One sign-in counter: `account` is the e-mail it belongs to (null for a client's own counter),
 * `name` says whose, `windowMs` how long it counts from its first hit before it starts again.
 */
export interface Counter {
  account: string | null;
  name: string;
  windowMs: number;
}

/** A counter's count and when its window ends (epoch ms; 0 when it has none). */
export interface Count {
  count: number;
  resetAt: number;
}

/**
 * Where the sign-in counters live (decision 027): Redis when REDIS_URL is set, a table otherwise.
 * Neither drops a live counter to make room, so a flood of made-up accounts cannot reset one.
 */
export interface CounterStore {
  /** Adds one to each counter (a new window starts at its first hit) and answers the new counts. */
  add(counters: readonly Counter[]): Promise<Count[]>;
  /** The counts now; 0 for a counter never added or whose window has ended. */
  read(counters: readonly Counter[]): Promise<Count[]>;
  /** Forgets these counters (a client that signs in forgets its own failures). */
  remove(counters: readonly Counter[]): Promise<void>;
  /** Forgets every counter of one account (its password was reset). */
  clearAccount(account: string): Promise<void>;
  /** Deletes the counters whose window has ended; answers how many. */
  sweep(): Promise<number>;
}

const ACCOUNTLESS = '';

/** The table store: one upsert adds to all counters of an attempt at once. */
export function createTableCounterStore(db: Db): CounterStore {
  const keyOf = (c: Counter) => `${c.account ?? ACCOUNTLESS}\u0000${c.name}`;
  /** The rows' counts in the order of `counters`. */
  const answer = (counters: readonly Counter[], rows: { account: string; name: string; count: number; expires_at: string | Date }[]): Count[] => {
    const found = new Map(rows.map((r) => [`${r.account}\u0000${r.name}`, { count: Number(r.count), resetAt: new Date(r.expires_at).getTime() }]));
    return counters.map((c) => found.get(keyOf(c)) ?? { count: 0, resetAt: 0 });
  };
  const matching = (counters: readonly Counter[]) =>
    sql`(${sign_in_counters.account}, ${sign_in_counters.name}) IN (${sql.join(
      counters.map((c) => sql`(${c.account ?? ACCOUNTLESS}, ${c.name})`),
      sql`, `,
    )})`;

  return {
    async add(counters) {
      if (counters.length === 0) return [];
      const now = Date.now();
      // Rows are written in one order (account, name) so that two attempts never wait on each other
      // crosswise (a deadlock on PostgreSQL). A row whose window has ended starts again from 1.
      const ordered = [...counters].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
      const ended = sql`${sign_in_counters.expires_at} <= ${new Date(now).toISOString()}::timestamptz`;
      const rows = await queryRows<{ account: string; name: string; count: number; expires_at: string | Date }>(
        db,
        sql`INSERT INTO ${sign_in_counters} (account, name, count, expires_at)
            VALUES ${sql.join(
              ordered.map((c) => sql`(${c.account ?? ACCOUNTLESS}, ${c.name}, 1, ${new Date(now + c.windowMs).toISOString()}::timestamptz)`),
              sql`, `,
            )}
            ON CONFLICT (account, name) DO UPDATE SET
              count = CASE WHEN ${ended} THEN 1 ELSE ${sign_in_counters.count} + 1 END,
              expires_at = CASE WHEN ${ended} THEN excluded.expires_at ELSE ${sign_in_counters.expires_at} END
            RETURNING account, name, count, expires_at`,
      );
      return answer(counters, rows);
    },

    async read(counters) {
      if (counters.length === 0) return [];
      const rows = await db
        .select({ account: sign_in_counters.account, name: sign_in_counters.name, count: sign_in_counters.count, expires_at: sign_in_counters.expires_at })
        .from(sign_in_counters)
        .where(and(matching(counters), sql`${sign_in_counters.expires_at} > ${new Date().toISOString()}::timestamptz`));
      return answer(counters, rows);
    },

    async remove(counters) {
      if (counters.length === 0) return;
      await db.delete(sign_in_counters).where(matching(counters));
    },

    async clearAccount(account) {
      await db.delete(sign_in_counters).where(eq(sign_in_counters.account, account));
    },

    async sweep() {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`WITH gone AS (DELETE FROM ${sign_in_counters} WHERE ${sign_in_counters.expires_at} <= ${new Date().toISOString()}::timestamptz RETURNING 1)
            SELECT count(*) AS n FROM gone`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * The Redis store, and the table store while Redis cannot be reached (decision 068): the counts then
 * start again in the table, still shared by every instance, and are back in Redis when it answers.
 */
export function createFallbackCounterStore(shared: CounterStore, table: CounterStore, fallback: { run<T>(viaRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T> }): CounterStore {
  return {
    add: (counters) => fallback.run(() => shared.add(counters), () => table.add(counters)),
    read: (counters) => fallback.run(() => shared.read(counters), () => table.read(counters)),
    remove: (counters) => fallback.run(() => shared.remove(counters), () => table.remove(counters)),
    // A reset forgets the counts in both: those kept in the table during an outage go too.
    clearAccount: async (account) => {
      await table.clearAccount(account);
      await fallback.run(() => shared.clearAccount(account), async () => {});
    },
    sweep: () => table.sweep(),
  };
}
