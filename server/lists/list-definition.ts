import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RecordEventEntity } from '../../shared/record-events';
import type { Db } from '../db/client';
import type { PaidView } from '../policies/catalog-policy';
import type { Tier } from '../policies/tier';
import type { ItemKind } from '../services/catalog/item-access';

// One definition per list (docs/decisions/064-one-definition-per-list.md; docs/ARCHITECTURE.md, "A new
// list filter"): what it takes, who may use what of it, what it costs, how its page is read, how a
// row is shown and how its first page is shared. `registerList` (register-list.ts) turns it into its
// routes; `answerList` (answer-list.ts) answers one request of it. A catalogue list's page (its
// filters, sorts and statement) is declared with `cataloguePage` (catalogue-page.ts).

/** Who asks: their tier and, signed in, their id. */
export interface Viewer {
  tier: Tier;
  userId?: string;
}

/**
 * How a list reads one page: in one call, its rows and its total, on `on` (the database or the
 * transaction that charges for the page). `prepare`, when given, runs first on the database itself
 * (what the read needs to know before a transaction opens: a catalogue filter's estimate).
 */
export interface PageSource<Params, Page> {
  read: (db: Db, params: Params, viewer: Viewer, on?: Db) => Promise<Page>;
  prepare?: (db: Db, params: Params) => Promise<void>;
}

/**
 * How a list's first view (page 1, nothing chosen: `isFirstView`) is shared from memory for
 * LIST_CACHE_MS (decision 014): who shares one answer, and which record events empty it. Any other
 * view runs its statement.
 */
export interface CachePolicy<Page> {
  /** The viewers who share one answer (a tier, or 'all'); the access check has already run. */
  sharedBy: (viewer: Viewer) => string;
  /** The kinds of record whose committed events (wherever written) let the held answers go. */
  emptiedBy: readonly RecordEventEntity[];
  /**
   * A first page finished per viewer of `tier` from rows they all share (a premium member's opened
   * marks on the company list): the rows are held, each viewer's marks looked up (or held with the
   * rows), and one answer is shared by the viewers whose marks are the same. A member's own opening
   * of an item of kind `opened` lets the held rows go on this instance.
   */
  marked?: {
    tier: Tier;
    opened: ItemKind;
    hold: (app: FastifyInstance) => Promise<MarkedRows<Page>>;
    marksOf: (app: FastifyInstance, held: MarkedRows<Page>, userId: string) => Promise<ReadonlySet<string>>;
    /** The held page with the viewer's marks (a copy: the held one is shared). */
    mark: (page: Page, opened: ReadonlySet<string>) => Page;
  };
}

/** The rows of a marked first page: the page, and who has opened its items when held with it. */
export interface MarkedRows<Page> {
  page: Page;
  /** The items that can carry a mark (only a verified company can be locked). */
  markable: string[];
  /** Each member's opened items among `markable`; null when they are looked up per request. */
  openers: Map<string, Set<string>> | null;
}

/** A list whose views may cost Bakiye: how it names itself on the ledger and how a quote is accepted. */
export interface PaidViews<Query> {
  /** Names the list on the ledger ("Projeler"). */
  label: string;
  /** The body of POST `<path>/list`: the query and the total the user accepted (a GET never charges). */
  body: z.ZodType<Query & { quoted_total: number }>;
  summary: string;
}

export interface ListDefinition<Query extends object, Params, Page, Answer> {
  /** The list's name: its paid views' keys and its first page's cache key. */
  name: string;
  path: string;
  summary: string;
  tags: string[];
  query: z.ZodType<Query>;
  response: z.ZodType<Answer>;
  /** The query's values a first view may carry and still be the first view (the default order). */
  defaults: Record<string, unknown>;
  /** The query with its defaults filled in: what the page is read with. */
  params: (query: Query) => Params;
  /**
   * Who may read this view, decided before any row is read (throws 401/403), and the views it must
   * pay for (a catalogue list: policies/catalog-policy.ts).
   */
  access: (request: FastifyRequest, viewer: Viewer, query: Query) => PaidView[];
  /** Set on a list whose views may cost Bakiye. */
  paid?: PaidViews<Query>;
  page: PageSource<Params, Page>;
  /** The page as this viewer may see it (premium fields removed here), with what it charged. */
  present: (page: Page, viewer: Viewer, params: Params, charges: { cost_key: string; amount: number; balance: number }[]) => Answer;
  /** How its first view is shared; absent: never held. */
  cache?: CachePolicy<Page>;
}

/** A list open to everyone allowed to reach its route: nothing to pay. */
export const OPEN = (): PaidView[] => [];

/** Declares a list (the types of its parts checked against each other). */
export function defineList<Query extends object, Params, Page, Answer>(definition: ListDefinition<Query, Params, Page, Answer>) {
  return definition;
}
