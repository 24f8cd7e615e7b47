import pg from 'pg';

/**
 * Records every statement sent on a PostgreSQL connection that is still running another one (a
 * transaction's queries started together, e.g. in Promise.all). node-postgres 8 queues such a
 * statement and warns "Calling client.query() when the client is already executing a query" once
 * per process, so a warning cannot show which test sent it; its next major refuses the statement.
 * Returns the overlaps seen so far (the SQL of each) and a function that stops recording.
 */
export function recordQueryOverlaps(): { overlaps: string[]; stop: () => void } {
  const overlaps: string[] = [];
  const running = new WeakMap<object, number>();
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: object, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) {
      const first = args[0] as string | { text?: string } | undefined;
      overlaps.push(typeof first === 'string' ? first : (first?.text ?? String(first)));
    }
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  return { overlaps, stop: () => void (prototype.query = original) };
}
