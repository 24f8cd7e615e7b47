import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Turkish-aware contains-search on a stored gv_fold() key (trigram-indexed). */
export function matchesSearch(searchKey: SQLWrapper, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${searchKey} LIKE '%' || gv_fold(${escaped}) || '%'`;
}

/** Lists count exactly up to this many rows and say "more" beyond it: no full counts on big tables. */
export const COUNT_CAP = 10_000;

export async function cappedCount(db: Db, from: SQL): Promise<{ total: number; capped: boolean }> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) AS capped`)) as unknown as {
    rows: { n: number }[];
  };
  const n = result.rows[0]?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}
