import { getTableName, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** A search text as `matchesSearch` sends it: LIKE's wildcards and escape taken literally. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Turkish-aware contains-search on a stored gv_fold() key (trigram-indexed). A prepared statement's
 * placeholder stands for the text as `likeText` gives it.
 */
export function matchesSearch(searchKey: SQLWrapper, text: string | Placeholder): SQL {
  return sql`${searchKey} LIKE '%' || gv_fold(${typeof text === 'string' ? likeText(text) : text}) || '%'`;
}

/** Lists count exactly up to this many rows and say "more" beyond it: no full counts on big tables. */
export const COUNT_CAP = 10_000;

/** The total of a list: exact, capped ("10 000+") or approximate (an estimate, shown as one). */
export interface ListTotal {
  total: number;
  capped: boolean;
  approximate: boolean;
}

/** A count (or an estimate past the cap) as a list's total: the cap and "more" beyond it. */
export const countedTotal = (n: number): ListTotal => (n > COUNT_CAP ? { total: COUNT_CAP, capped: true, approximate: false } : { total: n, capped: false, approximate: false });

/**
 * How many rows `from` holds, exactly up to COUNT_CAP and "more" beyond. With `table` (a list with
 * no filter) the planner's row estimate answers first: a table estimated at more than twice the cap
 * is "more" without counting anything (the count subquery then never runs). One statement either way.
 */
export async function cappedCount(db: Db, from: SQL, table?: PgTable): Promise<ListTotal> {
  const counted = sql`(SELECT count(*)::int FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) AS capped)`;
  const query = table
    ? sql`SELECT CASE WHEN (SELECT reltuples FROM pg_class WHERE oid = ${getTableName(table)}::regclass) > ${COUNT_CAP * 2} THEN ${COUNT_CAP + 1}::int ELSE ${counted} END AS n`
    : sql`SELECT ${counted} AS n`;
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return countedTotal(result.rows[0]?.n ?? 0);
}
