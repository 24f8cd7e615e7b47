import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/databases';
import { createPgBossQueue } from './pg-boss-queue';

const postgres = databaseTargets().find((t) => t.name === 'postgres');
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!postgres)('pg-boss queue', () => {
  it('stop() returns only once a fetch still on its way has run its job: no query reaches the pool after it', async () => {
    const database = await postgres!.open();
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const pool = database.driver.pool;
    let stopped = false;
    let slowFetch = false;
    let fetchStarted!: () => void;
    const fetching = new Promise<void>((r) => (fetchStarted = r));
    const afterStop: string[] = [];
    const ran: boolean[] = [];
    // The pool pg-boss sees: once armed, its next job fetch waits 300 ms before it is sent.
    const watched = {
      query: async (text: string, values?: unknown[]) => {
        if (slowFetch && /SKIP LOCKED/i.test(text)) {
          slowFetch = false;
          fetchStarted();
          await sleep(300);
        }
        if (stopped) afterStop.push(text.trim().slice(0, 60));
        return pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const queue = createPgBossQueue(watched, database.db, { retryDelaySeconds: 0 }, quiet);
    queue.define('stop-test', {
      handler: async () => {
        ran.push(stopped);
      },
    });
    try {
      await queue.start();
      slowFetch = true;
      await queue.send('stop-test');
      await fetching;
      await queue.stop();
      stopped = true;
      await sleep(800);
      expect(ran).toEqual([false]);
      expect(afterStop).toEqual([]);
    } finally {
      // A failure before the stop above must not leave workers polling a dropped database.
      await queue.stop();
      await postgres!.dispose(database);
    }
  }, 30_000);

  it('starts a job this instance sends, or sends in bulk, at once rather than at its worker\'s next poll', async () => {
    const database = await postgres!.open();
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const pool = database.driver.pool;
    // The job fetches that have come back: the worker's first, at its start, must have found nothing
    // before the test sends, or the job would be found by it rather than by a wake.
    let fetched = 0;
    const watched = {
      query: async (text: string, values?: unknown[]) => {
        const result = await pool.query(text, values);
        if (/SKIP LOCKED/i.test(text)) fetched += 1;
        return result;
      },
    } as unknown as pg.Pool;
    // A poll a minute apart: a job that waited for it would not run within the test's wait.
    const queue = createPgBossQueue(watched, database.db, { retryDelaySeconds: 0, pollingSeconds: 60 }, quiet);
    const ran: string[] = [];
    queue.define('wake-test', {
      handler: async (data) => {
        ran.push(String(data.n));
      },
    });
    try {
      await queue.start();
      await expect.poll(() => fetched, { timeout: 10_000 }).toBeGreaterThan(0);
      await queue.send('wake-test', { n: 'one' });
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['one']);
      await sleep(500);
      await queue.sendMany('wake-test', [{ data: { n: 'two' }, id: crypto.randomUUID() }, { data: { n: 'three' }, id: crypto.randomUUID() }]);
      await expect.poll(() => [...ran].sort(), { timeout: 10_000 }).toEqual(['one', 'three', 'two']);
    } finally {
      await queue.stop();
      await postgres!.dispose(database);
    }
  }, 30_000);
});
