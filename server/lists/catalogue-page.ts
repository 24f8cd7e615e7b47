import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '../../shared/constants';
import type { Db } from '../db/client';
import {
  estimateMatches,
  filterOf,
  modeOf,
  pageIds,
  pageOrder,
  readPage,
  slotValues,
  type Filters,
  type PageMode,
  type PageSpec,
  type SourceLink,
  type TotalOptions,
} from '../services/catalog/page-with-total';
import type { ListTotal } from '../services/catalog/search';
import type { PageSource, Viewer } from './list-definition';

/** The query parameters every catalogue list has, beside its filters. */
export interface CatalogueParams {
  search?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
}

/**
 * One filter of a catalogue list: the query parameter and what it narrows, a column equal to it
 * (indexed) or the list's link to its sources (decision 041). Every catalogue filter is premium and
 * paid once per combination and day (docs/product-rules.md#catalogue; policies/catalog-policy.ts).
 */
export type ListFilter<Params> = { param: keyof Params & string; column: PgColumn } | { param: keyof Params & string; link: SourceLink };

/** One sort of a catalogue list: its expression, the join it needs, and whether its NULLs go last. */
export interface ListSort {
  key: SQL;
  join?: SQL;
  nullsLast?: boolean;
}

/** The ids of one page (`pageIds`): what a list's statement joins its columns to. */
export type PageIds = ReturnType<typeof pageIds>;

/** A row of a page's statement: its id (null on the one row of an empty page) and the total when counted. */
export interface PageRow {
  id: string | null;
  total: number | null;
}

/**
 * The viewer as a page's statement sees it: their id may be a prepared statement's placeholder, so a
 * statement uses it only as a value in its SQL.
 */
export interface StatementViewer {
  tier: Viewer['tier'];
  userId?: string | Placeholder;
}

/** The rows a page's statement gives. */
type RowOf<Statement> = Awaited<Statement> extends (infer Row extends PageRow)[] ? Row : never;

export interface CatalogueDeclaration<Params extends CatalogueParams, Statement extends PromiseLike<PageRow[]>, Item> {
  table: PgTable;
  id: PgColumn;
  /** The folded search key the search parameter matches (a trigram index). */
  search: PgColumn;
  filters: readonly ListFilter<Params>[];
  sorts: Record<Params['sort'], ListSort>;
  /** The columns shown for the page's ids, in the page's `order`. */
  statement: (on: Db, page: PageIds, order: SQL[], viewer: StatementViewer) => Statement;
  /** A row that has its id (its record was read in the same statement) as the presenter's item. */
  item: (row: RowOf<Statement> & { id: string }) => Item;
}

/** A page of a catalogue list: its items and its total (exact, capped or estimated). */
export type CataloguePageOf<Item> = { items: Item[] } & ListTotal;

/** A catalogue list's page source, and the parts others read the same way (the map, the exports). */
export interface CataloguePage<Params extends CatalogueParams, Statement extends PromiseLike<PageRow[]>, Item> extends PageSource<Params, CataloguePageOf<Item>> {
  /** What the list filters on, as the map's project layer and the exports filter. */
  filters: Filters<Params>;
  /** The filters' parameters: what the tier rule judges (`catalogueAccess`). */
  filterParams: readonly { param: string }[];
  /** The page of a list's parameters: its order, its filter and the join its sort needs. */
  spec: (params: Params) => PageSpec;
  /** The page's one statement in a given mode (tests and the benchmark read it). */
  statement: (on: Db, params: Params, mode: PageMode, viewer?: Viewer, spec?: PageSpec) => Statement;
  /** `read` with the estimate's thresholds of a test or a benchmark. */
  readWith: (db: Db, params: Params, viewer: Viewer, totals: TotalOptions, on?: Db) => Promise<CataloguePageOf<Item>>;
}

const NOBODY: Viewer = { tier: 'visitor' };

/**
 * How many statements a list prepares per database handle (per process): each is kept by every
 * pooled connection that runs it, with its plan, for the connection's life (its memory:
 * docs/decisions/076). Past it, a shape not yet prepared runs as a plain statement, as before.
 */
export const MAX_PREPARED_PER_LIST = 16;

/** A statement prepared for one shape of a list's page: drizzle's, run with the shape's placeholders filled. */
interface PreparedPage<Row> {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
}

/** The placeholder the viewer's id goes in. */
const VIEWER_SLOT = sql.placeholder('viewer');

/**
 * A catalogue list's page from its declaration (services/catalog/page-with-total.ts): the filter's
 * estimate (from the table's sample, in memory) decides how the page is read ('count', 'walk',
 * 'gather'), then one statement reads the page's ids and their columns, and the page bounds its
 * total. One call gives the rows and the total.
 */
export function cataloguePage<Params extends CatalogueParams, Statement extends PromiseLike<PageRow[]>, Item>(
  declared: CatalogueDeclaration<Params, Statement, Item>,
): CataloguePage<Params, Statement, Item> {
  const filters: Filters<Params> = {
    search: declared.search,
    equals: declared.filters.flatMap((f) => ('column' in f ? [[f.column, f.param] as const] : [])),
    ...declared.filters.flatMap((f) => ('link' in f ? [{ source: [f.link, f.param] as const }] : []))[0],
  };
  const spec = (params: Params): PageSpec => {
    const sort = declared.sorts[params.sort as Params['sort']];
    return {
      table: declared.table,
      id: declared.id,
      sortKey: sort.key,
      joins: sort.join,
      dir: params.dir,
      // The id keeps equal values in a stable order across pages.
      nullsLast: sort.nullsLast ?? false,
      ...filterOf(filters, params),
      page: params.page,
      pageSize: PAGE_SIZE,
    };
  };
  const statement = (on: Db, params: Params, mode: PageMode, viewer: Viewer = NOBODY, pageSpec = spec(params)) => {
    const page = pageIds(on, pageSpec, mode);
    return declared.statement(on, page, pageOrder(page, pageSpec), viewer);
  };
  // Per database handle: the statements prepared, by shape (what makes the statement's text: the
  // mode, the order, which filters, the page, whether a viewer's id is in it).
  const prepared = new WeakMap<Db, Map<string, PreparedPage<RowOf<Statement>>>>();
  /**
   * The page's statement prepared once per shape (docs/decisions/076): its SQL text is built once,
   * and on PostgreSQL each connection parses it once and may keep its plan (a plan of the page's
   * joins cost several times what running it does). The filter's values and the viewer's id are its
   * placeholders; the page's bounds are in its text.
   */
  const preparedRows = (db: Db, params: Params, mode: PageMode, viewer: Viewer, pageSpec: PageSpec): Promise<RowOf<Statement>[]> | undefined => {
    let shapes = prepared.get(db);
    if (!shapes) prepared.set(db, (shapes = new Map()));
    const filterShape = pageSpec.filter.map((c) => ('link' in c ? 'link' : 'equals' in c ? `=${c.column.name}` : `~${c.column.name}`)).join(',');
    const key = `${mode}|${params.sort}|${params.dir}|${pageSpec.page}|${filterShape}|${viewer.tier}|${viewer.userId === undefined ? '' : 'id'}`;
    let shape = shapes.get(key);
    if (!shape) {
      if (shapes.size >= MAX_PREPARED_PER_LIST) return undefined;
      const page = pageIds(db, pageSpec, mode, true);
      const query = declared.statement(db, page, pageOrder(page, pageSpec), { tier: viewer.tier, userId: viewer.userId === undefined ? undefined : VIEWER_SLOT }) as unknown as {
        toSQL(): { sql: string };
        prepare(name: string): PreparedPage<RowOf<Statement>>;
      };
      // Named by its text: shapes that read the same SQL (viewers whose id it does not use) share one.
      const name = `gv_page_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
      shapes.set(key, (shape = query.prepare(name)));
    }
    return shape.execute({ ...slotValues(pageSpec.filter), viewer: viewer.userId });
  };
  const readWith = async (db: Db, params: Params, viewer: Viewer, totals: TotalOptions, on: Db = db) => {
    const pageSpec = spec(params);
    const estimate = await estimateMatches(db, pageSpec, totals);
    const mode = modeOf(estimate, totals);
    // A page read in a charging transaction runs on that transaction's connection: a plain statement.
    const read = (on === db ? preparedRows(db, params, mode, viewer, pageSpec) : undefined) ?? statement(on, params, mode, viewer, pageSpec);
    const { rows, ...total } = readPage((await read) as RowOf<Statement>[], pageSpec, mode === 'walk' ? estimate : null);
    const items: Item[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) items[i] = declared.item(rows[i]! as RowOf<Statement> & { id: string });
    return { items, ...total };
  };
  return {
    filters,
    filterParams: declared.filters,
    spec,
    statement,
    readWith,
    read: (db, params, viewer, on = db) => readWith(db, params, viewer, {}, on),
    // The estimate is taken on the database before a charging transaction opens: an embedded
    // database would wait on itself if the table's sample were read beside an open transaction.
    prepare: async (db, params) => void (await estimateMatches(db, spec(params))),
  };
}
