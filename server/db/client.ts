import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The one database type services take: the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** SQL statements sent through `db` since the database was opened (P6 of docs/product-rules.md#speed: statements per request). */
  statements(): number;
  /** Calls `listener` with the text of each statement sent through `db` until the returned function is called (tests that show which statements a request ran). */
  watchStatements(listener: (sql: string) => void): () => void;
  /** The raw driver, for migrations. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface DatabaseOptions {
  /** postgres:// URL of a server; without it an embedded PGlite is opened. */
  url?: string;
  /** Folder for PGlite's files; in memory when omitted. */
  dataDir?: string;
  poolMax?: number;
  /** How long a request waits for a pooled connection before its 503 (CONNECT_TIMEOUT_MS by default). */
  connectTimeoutMs?: number;
  /** A PGlite data-directory dump to start from instead of an empty cluster (tests: a migrated template). */
  template?: Blob;
  /**
   * PGlite's shared buffers instead of its 128 MB: each open zeroes them, which was a fifth of a test
   * file's open (tests: 16 MB, docs/benchmarks.md).
   */
  sharedBuffers?: string;
}

// NUMERIC comes back as a string from node-postgres; columns declared mode 'number' convert.
// Dates (DATE) stay as 'YYYY-MM-DD' strings on both drivers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Counts the statements drizzle sends (its logger hook runs once per query; nothing is logged), and shows them to watchers. */
function statementCounter() {
  let count = 0;
  const watchers = new Set<(sql: string) => void>();
  const logQuery = (query: string) => {
    count++;
    for (const watcher of watchers) watcher(query);
  };
  const watchStatements = (listener: (sql: string) => void) => {
    watchers.add(listener);
    return () => void watchers.delete(listener);
  };
  return { logger: { logQuery }, statements: () => count, watchStatements };
}

/**
 * Ends the pool and waits until each of its connections has closed: `pool.end()` resolves once the
 * clients are let go, while their connections may still be open (the pool says 'remove' for each once
 * it has closed), so a database dropped or a server stopped right after would still reach them (an
 * "idle client" error after the close).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
    // At most a few seconds: a connection already lost may never say so.
    setTimeout(resolve, 3_000).unref();
  });
  await pool.end();
  await closed;
}

/** How long a request waits for a pooled connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 3_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const counter = statementCounter();
  if (options.url) {
    // A connection that cannot be had within a few seconds (a server stalled, or every connection busy
    // for that long) fails the request with a 503 rather than holding it (decision 068).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10, connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS });
    // An idle client can lose its connection (server restart, admin shutdown); without a listener
    // node-postgres would crash the process. The pool replaces the client on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL bağlantı hatası (boşta bekleyen istemci): ${err.message}`));
    // A client in use can lose its connection too (the server restarts between two statements of a
    // transaction): the pool listens only to idle ones, and an 'error' nobody listens to ends the
    // process (seen in the PostgreSQL restart test, decision 068). The statement that used it fails
    // (a 503), and the pool drops the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    // Fail fast with a clear message when the server cannot be reached.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg(pool, { logger: counter.logger }) as unknown as Db,
      kind: 'postgres',
      statements: counter.statements,
      watchStatements: counter.watchStatements,
      driver: { kind: 'postgres', pool },
      close: () => endPool(pool),
    };
  }
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  // Extensions must be passed at every open, not only when they are created.
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.template,
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  });
  return {
    db: drizzlePglite(client, { logger: counter.logger }) as unknown as Db,
    kind: 'pglite',
    statements: counter.statements,
    watchStatements: counter.watchStatements,
    driver: { kind: 'pglite', client },
    close: () => client.close(),
  };
}
