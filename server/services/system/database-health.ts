import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Throws when the database does not answer within `timeoutMs`: a readiness probe must say "not ready"
 * while PostgreSQL is down or stalled, not hang until the balancer's own probe times out.
 */
export async function pingDatabase(db: Db, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`SELECT 1`), late]);
  } finally {
    clearTimeout(timer);
  }
}
