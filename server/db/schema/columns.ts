import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column helpers shared by every table, so ids and timestamps look the same everywhere.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A stored, Turkish-folded search key: gv_fold() (drizzle/0000_extensions.sql) maps İ/I/ı to i,
 * strips diacritics (ş->s, ğ->g, ü->u...) and lowercases, so "istanbul", "IŞIK" and "gunes" match.
 * Queried with `search_key LIKE '%' || gv_fold($1) || '%'` and served by a gin_trgm_ops index.
 */
export const searchKey = (expression: SQL) =>
  text('search_key').generatedAlwaysAs(sql`gv_fold(${expression})`);

/**
 * A name's duplicate stem (gv_dupe_stem of its folded form, drizzle/0033_data_quality_candidates.sql),
 * stored so the duplicate scan joins on it instead of computing it for every record
 * (docs/decisions/065-duplicate-candidates.md). A generated column cannot read another, so it folds
 * the name itself rather than reading `search_key`.
 */
export const dupeStem = (name: SQL) => text('dupe_stem').generatedAlwaysAs(sql`gv_dupe_stem(gv_fold(${name}))`);

/** A constant list for a CHECK's `IN (…)`: fixed values of shared/ (never input), quoted as SQL literals. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
