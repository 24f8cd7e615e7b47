import { expect } from 'vitest';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The driver's error under drizzle's wrapper (node-postgres and PGlite both carry code/constraint). */
export function pgError(err: unknown): PgErrorLike {
  const e = err as { cause?: unknown };
  return (e?.cause ?? err) as PgErrorLike;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidEnumValue: '22P02',
} as const;

/** Deleting a row still referenced under ON DELETE RESTRICT: 23503 up to PostgreSQL 17, 23001 from 18 (PGlite). */
export const RESTRICTED_DELETE = ['23503', '23001'];

/** Expects the statement to fail with this SQLSTATE (and constraint name, when given). */
export async function expectRejected(run: () => Promise<unknown>, code: string | string[], constraint?: string) {
  let caught: unknown;
  try {
    await run();
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected SQLSTATE ${String(code)}${constraint ? ` (${constraint})` : ''}`).toBeDefined();
  const pg = pgError(caught);
  expect(Array.isArray(code) ? code : [code]).toContain(pg.code);
  if (constraint) expect(pg.constraint ?? pg.message).toContain(constraint);
}
