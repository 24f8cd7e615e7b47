import { afterEach } from 'vitest';
import { recordQueryOverlaps } from './query-overlaps';

// A server test fails when a statement is sent on a PostgreSQL connection still running another (in
// a transaction, statements started together): node-postgres 8 queues it with a warning printed once
// per process, and its next major refuses it. One recorder per worker, whichever file loaded this first.

const RECORDER = Symbol.for('gunesveri.query-overlaps');
const store = globalThis as unknown as Record<symbol, { overlaps: string[] } | undefined>;
const recorder = (store[RECORDER] ??= recordQueryOverlaps());

afterEach(() => {
  const found = recorder.overlaps.splice(0);
  if (found.length > 0) throw new Error(`Statements sent while their connection ran another (run them one after another):\n${found.join('\n')}`);
});
