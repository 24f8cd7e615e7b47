import { and, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createTtlCache } from '../../lib/ttl-cache';
import { foldLetters } from '../../lib/turkish';
import { COUNT_CAP, countedTotal, likeText, matchesSearch, type ListTotal } from './search';

// A list's page and its total (docs/product-rules.md#speed, P3, P4; decisions 023-025). The total of a list
// on a big table is estimated before it is counted, and the estimate decides how the page is read:
// - 'count': a table of up to `sampleAbove` rows. The page walks the sort's index; its matches are
//   counted in the same statement, exactly up to COUNT_CAP.
// - 'walk': a big table, unfiltered (its planner estimate) or filtered with more than `exactUpTo`
//   estimated matches. The page walks the sort's index and the estimate is the total: counting a
//   broad search ("ges") cost several times its page (decision 023).
// - 'gather': a big table with a narrow filter. Every match is read once; the page is sorted from
//   them and they are counted, so the total costs no second scan.
// A filtered estimate comes from a sample of the table's rows held in memory (decision 025): the
// filter is tried on ~2 000 rows in microseconds, so no request, a filter's first included, runs a
// statement for its total.

/**
 * A list's link to its sources (decision 041): the link table, its column naming the list's record,
 * its column naming the source, and the list's id column the record column refers to.
 */
export interface SourceLink {
  table: PgTable;
  record: PgColumn;
  source: PgColumn;
  id: PgColumn;
}

/**
 * One condition of a list's filter: a column equal to a value, a search key holding a text
 * (`matchesSearch`), or a link to a source (an EXISTS on the link table's (source, record) index).
 */
export type Condition = { column: PgColumn; equals: string } | { column: PgColumn; search: string } | { link: SourceLink; source: string };

/** The sample's column holding each row's linked sources, comma-separated. */
const LINKED_SOURCES = '__linked_sources';

/** One page of a list: its table, its order and its filter. */
export interface PageSpec {
  table: PgTable;
  id: PgColumn;
  /** The sort's expression, and the joins it needs (a city's name). */
  sortKey: SQL;
  joins?: SQL;
  dir: 'asc' | 'desc';
  nullsLast?: boolean;
  /** The columns any filter of the list may use: the table's sample holds them. */
  filterable: PgColumn[];
  /** The list's source links, when it filters by source: its sample holds each row's sources. */
  link?: SourceLink;
  filter: Condition[];
  page: number;
  pageSize: number;
}

export interface TotalOptions {
  /** A table the planner estimates at more than this many rows is estimated before it is counted. */
  sampleAbove?: number;
  /** About how many rows the table's sample holds. */
  sampleRows?: number;
  /** Up to this many estimated matches the list is gathered and counted; beyond, the estimate is the total. */
  exactUpTo?: number;
}

export type PageMode = 'count' | 'walk' | 'gather';

const DEFAULTS: Required<TotalOptions> = { sampleAbove: COUNT_CAP * 2, sampleRows: 2_000, exactUpTo: 500 };

/** What a list filters on: its search key, and columns each equal to the parameter named beside it. */
export interface Filters<Params> {
  search: PgColumn;
  equals: readonly (readonly [PgColumn, keyof Params])[];
  /** The list's source links and the parameter naming the source. */
  source?: readonly [SourceLink, keyof Params];
}

/** A list's filter from its parameters, and the columns its sample holds. */
export function filterOf<Params extends { search?: string }>(filters: Filters<Params>, params: Params): Pick<PageSpec, 'filterable' | 'filter' | 'link'> {
  const filter: Condition[] = params.search ? [{ column: filters.search, search: params.search }] : [];
  for (const [column, name] of filters.equals) {
    const value = params[name];
    if (typeof value === 'string' && value) filter.push({ column, equals: value });
  }
  if (filters.source) {
    const [link, name] = filters.source;
    const value = params[name];
    if (typeof value === 'string' && value) filter.push({ link, source: value });
  }
  return { filterable: [filters.search, ...filters.equals.map(([column]) => column)], filter, ...(filters.source ? { link: filters.source[0] } : {}) };
}

/** Records linked to a source: one probe of the link table's (source, record) index per row. */
export function linkedTo(link: SourceLink, source: string | Placeholder): SQL {
  return sql`EXISTS (SELECT 1 FROM ${link.table} WHERE ${link.source} = ${source} AND ${link.record} = ${link.id})`;
}

/**
 * The filter as SQL, for the page's statement (and the map's, which filters as the list does).
 * `slotted`: each condition's value is a placeholder (`f0`, `f1`, …: `slotValues` fills them), for a
 * statement prepared once per shape.
 */
export function whereOf(filter: Condition[], slotted = false): SQL | undefined {
  const conditions = filter.map((c, i) => {
    const slot = slotted ? sql.placeholder(`f${i}`) : undefined;
    return 'link' in c ? linkedTo(c.link, slot ?? c.source) : 'equals' in c ? eq(c.column, slot ?? c.equals) : matchesSearch(c.column, slot ?? c.search);
  });
  return conditions.length ? and(...conditions) : undefined;
}

/** The values of a slotted statement's placeholders (`whereOf(filter, true)`), in the form each is sent. */
export function slotValues(filter: Condition[]): Record<string, string> {
  const values: Record<string, string> = {};
  filter.forEach((c, i) => (values[`f${i}`] = 'link' in c ? c.source : 'equals' in c ? c.equals : likeText(c.search)));
  return values;
}

/**
 * The table's planner row count and, on a big table, a block sample of its filterable columns (as
 * text), each column's values in row order.
 */
interface Sample {
  rows: number;
  size: number;
  columns: Map<string, (string | null)[]>;
  /** Per searched column, its values joined by NUL (which no text holds): one indexOf pass per term. */
  joined: Map<string, { text: string; starts: number[] }>;
}

/** How long a table's sample is held before it is read again (behind the request that finds it old). */
const SAMPLE_TTL_MS = 5 * 60_000;
const samples = new WeakMap<Db, ReturnType<typeof createTtlCache<Sample>>>();

async function readSample(db: Db, table: PgTable, filterable: PgColumn[], link: SourceLink | undefined, sampleAbove: number, sampleRows: number): Promise<Sample> {
  const [stats] = await queryRows<{ rows: number }>(db, sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = ${getTableName(table)}::regclass`);
  const rows = stats?.rows ?? 0;
  const columns = new Map([...filterable.map((c) => c.name), ...(link ? [LINKED_SOURCES] : [])].map((name) => [name, [] as (string | null)[]]));
  if (rows <= sampleAbove) return { rows, size: 0, columns, joined: new Map() };
  // Each sampled row's sources, so a source filter is estimated like the others.
  const linked = link
    ? [sql`(SELECT string_agg(${link.source}::text, ',') FROM ${link.table} WHERE ${link.record} = ${link.id}) AS ${sql.identifier(LINKED_SOURCES)}`]
    : [];
  // The same blocks each time (REPEATABLE), so tests and benchmarks see the same estimate.
  const seen = await queryRows<Record<string, string | null>>(
    db,
    sql`SELECT ${sql.join(
      [...filterable.map((c) => sql`${c}::text AS ${sql.identifier(c.name)}`), ...linked],
      sql`, `,
    )} FROM ${table} TABLESAMPLE SYSTEM (${Math.min(100, (sampleRows * 100) / rows)}) REPEATABLE (0)`,
  );
  for (const [name, values] of columns) for (const row of seen) values.push(row[name] ?? null);
  return { rows, size: seen.length, columns, joined: new Map() };
}

/** The sampled rows whose `column` holds `text`, in order. */
function rowsHolding(sample: Sample, column: string, text: string): number[] {
  let joined = sample.joined.get(column);
  if (!joined) {
    const values = sample.columns.get(column)!;
    const starts: number[] = [];
    let at = 0;
    for (const value of values) {
      starts.push(at);
      at += (value ?? '').length + 1;
    }
    sample.joined.set(column, (joined = { text: values.map((v) => v ?? '').join('\0'), starts }));
  }
  const found: number[] = [];
  if (text.includes('\0')) return found;
  for (let at = joined.text.indexOf(text); at !== -1; ) {
    // The row the match is in: the last one starting at or before it.
    let low = 0;
    let high = joined.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (joined.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    found.push(low);
    if (low + 1 >= joined.starts.length) break;
    at = joined.text.indexOf(text, joined.starts[low + 1]);
  }
  return found;
}

/**
 * About how many rows of the spec's table match its filter, or null for a table small enough to be
 * counted: the share of the table's sample that matches, times its rows. The sample is read on a
 * process's first list request (its cost: decision 025) and again every five minutes, behind the
 * request that finds it old. The filter is tried on it by the rules of its SQL: a search folds as
 * gv_fold() does (`foldLetters`) and is text, not a pattern; an id compares as a uuid does, in any
 * case (a uuid reads as lower-case text).
 */
export async function estimateMatches(db: Db, spec: Pick<PageSpec, 'table' | 'filterable' | 'filter' | 'link'>, options: TotalOptions = {}): Promise<number | null> {
  const { sampleAbove, sampleRows } = { ...DEFAULTS, ...options };
  let held = samples.get(db);
  if (!held) samples.set(db, (held = createTtlCache<Sample>(SAMPLE_TTL_MS, Date.now, { refreshBehind: true })));
  const key = [getTableName(spec.table), ...spec.filterable.map((c) => c.name), spec.link ? LINKED_SOURCES : '', sampleAbove, sampleRows].join(':');
  const sample = await held.get(key, () => readSample(db, spec.table, spec.filterable, spec.link, sampleAbove, sampleRows));
  if (sample.rows <= sampleAbove) return null;
  if (spec.filter.length === 0 || sample.size === 0) return Math.round(sample.rows);
  // The first condition, a search where there is one (`filterOf`), picks rows in one pass over its
  // joined column; each other condition tests the rows left.
  let matching: number[] | null = null;
  for (const c of spec.filter) {
    if ('link' in c) {
      const linked = sample.columns.get(LINKED_SOURCES) ?? [];
      const source = c.source.toLowerCase();
      const test = (i: number) => linked[i]?.split(',').includes(source) ?? false;
      matching = matching ? matching.filter(test) : Array.from({ length: sample.size }, (_, i) => i).filter(test);
      continue;
    }
    const values = sample.columns.get(c.column.name)!;
    if (matching === null && 'search' in c) {
      matching = rowsHolding(sample, c.column.name, foldLetters(c.search));
      continue;
    }
    const text = 'equals' in c ? c.equals.toLowerCase() : foldLetters(c.search);
    const test = 'equals' in c ? (i: number) => values[i] === text : (i: number) => values[i]?.includes(text) ?? false;
    const left: number[] = [];
    if (matching) {
      for (const i of matching) if (test(i)) left.push(i);
    } else {
      for (let i = 0; i < sample.size; i++) if (test(i)) left.push(i);
    }
    matching = left;
  }
  return Math.round((matching!.length / sample.size) * sample.rows);
}

/** Forgets the samples held for a database (tests, the benchmark's first-list column). */
export function forgetSamples(db: Db) {
  samples.delete(db);
}

export function modeOf(estimate: number | null, options: TotalOptions = {}): PageMode {
  if (estimate === null) return 'count';
  return estimate > (options.exactUpTo ?? DEFAULTS.exactUpTo) ? 'walk' : 'gather';
}

/**
 * The ids of one page in the given mode, one more than a page when more follow: columns `page_id`,
 * `page_sort_key` and `page_total` (named apart from the columns they are joined to). With a total
 * ('count', 'gather') an empty page is one row with no id, so the total still comes back.
 * `slotted`: the filter's values are placeholders and the page's bounds are written in the text, for a
 * statement prepared per shape and page: with bounds PostgreSQL cannot see, its plan kept for every
 * call is priced as if a tenth of the table were read, and it plans each call again instead
 * (docs/decisions/076).
 */
function pageStatement(spec: PageSpec, mode: PageMode, slotted = false): SQL {
  const { table, id, sortKey, joins = sql`` } = spec;
  const filter = whereOf(spec.filter, slotted) ?? sql`true`;
  const { dir, nulls } = orderWords(spec);
  const [count, skip] = [spec.pageSize + 1, (spec.page - 1) * spec.pageSize];
  // Integers of the server's own (a validated page number), never text.
  const limit = slotted ? sql.raw(`LIMIT ${Math.trunc(count)} OFFSET ${Math.trunc(skip)}`) : sql`LIMIT ${count} OFFSET ${skip}`;
  const walk = sql`SELECT ${id} AS page_id, ${sortKey} AS page_sort_key FROM ${table} ${joins} WHERE ${filter} ORDER BY ${sortKey} ${dir}${nulls}, ${id} ${dir} ${limit}`;
  if (mode === 'walk') return sql`SELECT page_id, page_sort_key, NULL::int AS page_total FROM (${walk}) AS page`;
  if (mode === 'count') {
    return sql`SELECT page.page_id, page.page_sort_key, total.n AS page_total
      FROM (SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${filter} LIMIT ${slotted ? sql.raw(String(COUNT_CAP + 1)) : COUNT_CAP + 1}) AS capped) AS total
      LEFT JOIN (${walk}) AS page ON true`;
  }
  return sql`WITH matches AS MATERIALIZED (SELECT ${id} AS page_id, ${sortKey} AS page_sort_key FROM ${table} ${joins} WHERE ${filter})
    SELECT page.page_id, page.page_sort_key, total.n AS page_total
    FROM (SELECT count(*)::int AS n FROM matches) AS total
    LEFT JOIN (SELECT * FROM matches ORDER BY page_sort_key ${dir}${nulls}, page_id ${dir} ${limit}) AS page ON true`;
}

/**
 * The page's ids as a CTE named `page`, for a select that joins them to the columns shown (with
 * `db.with(page)`, ordered by `pageOrder`).
 */
export function pageIds(db: Db, spec: PageSpec, mode: PageMode, slotted = false) {
  return db
    .$with('page', {
      page_id: sql<string | null>`page_id`.as('page_id'),
      page_sort_key: sql`page_sort_key`.as('page_sort_key'),
      page_total: sql<number | null>`page_total`.as('page_total'),
    })
    .as(pageStatement(spec, mode, slotted));
}

/** The page's order, for the select over `pageIds`. */
export function pageOrder(page: ReturnType<typeof pageIds>, spec: PageSpec): SQL[] {
  const { dir, nulls } = orderWords(spec);
  return [sql`${page.page_sort_key} ${dir}${nulls}`, sql`${page.page_id} ${dir}`];
}

/** The sort's direction and where its NULLs go, as SQL words (fixed literals, never input). */
function orderWords(spec: Pick<PageSpec, 'dir' | 'nullsLast'>) {
  return { dir: sql.raw(spec.dir === 'asc' ? 'ASC' : 'DESC'), nulls: sql.raw(spec.nullsLast ? ' NULLS LAST' : '') };
}

/**
 * A page's rows and the list's total, from the rows of `pageStatement` joined to their columns, and
 * the estimate when the page was walked. The page itself bounds the total: a page with fewer rows
 * than it holds is the last one, so its total is exact whatever was estimated, and a full page with
 * more after it means at least one more row. An estimate that fell short still lets the pager reach
 * every page, one at a time.
 */
export function readPage<Row extends { id: string | null; total: number | null }>(
  rows: Row[],
  spec: Pick<PageSpec, 'page' | 'pageSize'>,
  estimate: number | null,
): { rows: (Row & { id: string })[] } & ListTotal {
  const found = rows.filter((row): row is Row & { id: string } => row.id !== null);
  const offset = (spec.page - 1) * spec.pageSize;
  const page = found.slice(0, spec.pageSize);
  if (found.length > 0 && found.length <= spec.pageSize) return { rows: page, ...countedTotal(offset + found.length) };
  if (found.length === 0 && offset === 0) return { rows: page, ...countedTotal(0) };
  if (estimate === null) return { rows: page, ...countedTotal(rows[0]?.total ?? 0) };
  // Past the last page the estimate was too high: there are no more than `offset` rows.
  if (found.length === 0) return { rows: page, ...estimatedTotal(Math.min(estimate, offset)) };
  const shown = estimatedTotal(estimate);
  // A full page with more after it: at least one more row than the pages so far, whatever the estimate said.
  const atLeast = offset + spec.pageSize + 1;
  return { rows: page, ...(shown.total < atLeast && !shown.capped ? { total: atLeast, capped: false, approximate: true } : shown) };
}

/** An estimate as a total: two significant figures ("about 3 300", not a precise-looking 3 281), "10 000+" past the cap. */
function estimatedTotal(estimate: number): ListTotal {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  const rounded = Math.round(estimate / magnitude) * magnitude;
  return rounded > COUNT_CAP ? countedTotal(rounded) : { total: rounded, capped: false, approximate: true };
}

/**
 * One page of a list and its total: the filter's estimate (from the table's sample, in memory)
 * decides the mode, then one statement reads the page: `read` joins the ids of
 * `pageStatement(spec, mode)` to the columns shown. The estimate comes before the page: a page walked
 * without it would cost a narrow search a walk over most of the sort's index, several times the
 * gathered page (decisions 024, 025).
 */
export async function listPage<Row extends { id: string | null; total: number | null }>(
  db: Db,
  spec: PageSpec,
  read: (mode: PageMode, on: Db) => Promise<Row[]>,
  options: TotalOptions = {},
) {
  return (await planPage(db, spec, read, options))(db);
}

/**
 * `listPage` in two steps: the estimate now, and the page's one statement when the returned reader is
 * called, on `db` or on a transaction of it. A paid page is read in the transaction that charges for
 * it (server/lists/answer-list.ts, with `cataloguePage`'s `prepare`); its estimate is taken before, on `db`, whose sample it keeps
 * (an embedded database would wait on itself if the sample were read beside an open transaction).
 */
export async function planPage<Row extends { id: string | null; total: number | null }>(
  db: Db,
  spec: PageSpec,
  read: (mode: PageMode, on: Db) => Promise<Row[]>,
  options: TotalOptions = {},
) {
  const estimate = await estimateMatches(db, spec, options);
  const mode = modeOf(estimate, options);
  return async (on: Db) => readPage(await read(mode, on), spec, mode === 'walk' ? estimate : null);
}
