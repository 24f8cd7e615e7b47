import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`; the shared Db type cannot say so). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
