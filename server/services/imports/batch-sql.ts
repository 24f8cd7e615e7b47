import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// Set-based statements for thousands of rows at a time (a 35 000-row import, decision 039): the rows
// travel as one JSON parameter and the table's own row type converts each value
// (jsonb_populate_record), so an update of many rows, each with its own columns, is one statement.

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table or column name of ours, quoted; anything else is a programming error. */
export function ident(name: string): SQL {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
  return sql.raw(`"${name}"`);
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Ids as one uuid[] parameter (written as an array literal, which both drivers pass as text). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Stored rows by id, as to_jsonb writes them (numbers as numbers, timestamps with their microseconds). */
export async function loadRecords(db: Db, table: string, ids: readonly string[], options: { lock?: boolean } = {}): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; record: Record<string, unknown> | string }>(
    db,
    sql`SELECT t.id, to_jsonb(t) - 'search_key' AS record FROM ${ident(table)} AS t
        WHERE t.id = ANY(${uuidArray(ids)})${options.lock ? sql` FOR UPDATE OF t` : sql``}`,
  );
  return new Map(rows.map((r) => [r.id, typeof r.record === 'string' ? (JSON.parse(r.record) as Record<string, unknown>) : r.record]));
}

/**
 * One UPDATE for many rows, each setting only its own columns (a column a row does not name keeps
 * its value). `set` values are what to_jsonb would give for the column.
 */
export async function updateRows(db: Db, table: string, rows: readonly { id: string; set: Record<string, unknown> }[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r.set)))];
  if (columns.length === 0) return;
  const assignments = sql.join(
    columns.map((c) => sql`${ident(c)} = CASE WHEN e.d ? ${c} THEN r.${ident(c)} ELSE t.${ident(c)} END`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${ident(table)} AS t SET ${assignments}
    FROM (SELECT (x->>'id')::uuid AS id, x->'d' AS d FROM jsonb_array_elements(${json(rows.map((r) => ({ id: r.id, d: r.set })))}) AS x) AS e
    CROSS JOIN LATERAL jsonb_populate_record(NULL::${ident(table)}, e.d) AS r
    WHERE t.id = e.id`);
}

/**
 * A row to insert with the table's own defaults filled in for the columns it leaves out (a unit,
 * a currency, a flag): a JSON insert takes a missing key as NULL, not as the default. Defaults the
 * database computes (ids, timestamps) are the caller's to give.
 */
export function withDefaults(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const column of Object.values(getTableColumns(table))) {
    if (column.name in out || column.generated) continue;
    if (column.default !== undefined && !is(column.default, SQL)) out[column.name] = column.default;
  }
  return out;
}

/**
 * One INSERT of many rows, sent as one JSON parameter and converted by the table's row type: a few
 * milliseconds per thousand rows where a query builder's parameter per value took seconds. Columns
 * a row does not name are NULL (see withDefaults).
 */
export async function insertRows(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join([...new Set(rows.flatMap((r) => Object.keys(r)))].map(ident), sql`, `);
  await db.execute(sql`INSERT INTO ${ident(table)} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${json(rows)})`);
}
