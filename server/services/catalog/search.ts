import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** Turkish-aware contains-search on a stored gv_fold() key (trigram-indexed). */
export function matchesSearch(searchKey: SQLWrapper, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${searchKey} LIKE '%' || gv_fold(${escaped}) || '%'`;
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
const countedTotal = (n: number): ListTotal => (n > COUNT_CAP ? { total: COUNT_CAP, capped: true, approximate: false } : { total: n, capped: false, approximate: false });

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

export interface MatchCountOptions {
  /** A table the planner estimates at more than this many rows is sampled before it is counted. */
  sampleAbove?: number;
  /** About how many rows the sample reads. */
  sampleRows?: number;
  /** Up to this many estimated matches the total is counted exactly; beyond, the estimate is the total. */
  exactUpTo?: number;
}

/**
 * How many rows of `table` match `where`, a condition on the table's own columns (issue 17 P4). On a
 * big table a sample of its blocks (TABLESAMPLE SYSTEM, ~2 000 rows, the same blocks every time)
 * estimates the matches first: past `exactUpTo` the estimate, rounded, is the total and the list says
 * it is approximate; only a small match set is counted, exactly up to COUNT_CAP. A broad search
 * ("ges") counted 10 001 rows of 100 000 in 15-23 ms, five times its page. One statement either way;
 * the sample and the count only run in the branch that needs them.
 */
export async function matchCount(db: Db, table: PgTable, where: SQL, options: MatchCountOptions = {}): Promise<ListTotal> {
  const { sampleAbove = COUNT_CAP * 2, sampleRows = 2_000, exactUpTo = 2_000 } = options;
  const size = sql`(SELECT reltuples::float8 FROM pg_class WHERE oid = ${getTableName(table)}::regclass)`;
  const query = sql`
    SELECT estimate, CASE WHEN estimate IS NULL THEN (SELECT count(*)::int FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped) END AS n
    FROM (
      SELECT CASE WHEN rows > ${sampleAbove} THEN (
        SELECT CASE WHEN seen > 0 AND hits / seen * rows > ${exactUpTo} THEN round(hits / seen * rows)::int END
        FROM (
          SELECT count(*) FILTER (WHERE ${where})::float8 AS hits, count(*)::float8 AS seen
          FROM ${table} TABLESAMPLE SYSTEM ((SELECT least(100, ${sampleRows * 100}::float8 / greatest(${size}, 1)))) REPEATABLE (0)
        ) AS sample
      ) END AS estimate
      FROM (SELECT ${size} AS rows) AS size
    ) AS estimated`;
  const result = (await db.execute(query)) as unknown as { rows: { estimate: number | null; n: number | null }[] };
  const { estimate, n } = result.rows[0] ?? { estimate: null, n: 0 };
  if (estimate === null) return countedTotal(n ?? 0);
  // Two significant figures: "about 3 300", not a precise-looking 3 281.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  const rounded = Math.round(estimate / magnitude) * magnitude;
  return rounded > COUNT_CAP ? countedTotal(rounded) : { total: rounded, capped: false, approximate: true };
}
