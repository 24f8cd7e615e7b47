import type { Db } from '../../db/client';
import { checkListAccess, type ListRequest } from '../../policies/catalog-policy';
import type { Tier } from '../../policies/tier';
import { chargeViews, confirmationRequired, quoteViews, type ListCharge } from './list-access';

/** Reads one page's rows on `db` or on a transaction of it (`planProjectPage`, `planCompanyPage`). */
export type PageReader<Page> = (on: Db) => Promise<Page>;

export interface ListOrder<Page extends { items: readonly unknown[] }> {
  viewer: { tier: Tier; userId?: string };
  access: ListRequest;
  /** The total the user accepted (POST …/list); undefined for a plain read (GET), which never charges. */
  quotedTotal?: number;
  /** Names the list on the ledger ("Projeler"). */
  label: string;
  /** Prepares the page (its estimate, no rows yet) and hands back its reader. */
  plan: () => Promise<PageReader<Page>>;
}

/** Thrown inside the charging transaction to undo it: a page without rows costs nothing. */
class EmptyPage<Page> extends Error {
  constructor(readonly page: Page) {
    super('empty page');
  }
}

/**
 * One list request, in this order: who may (401/403), what it costs, the charge if the user accepted
 * exactly that cost, and only then the page. A paid view not yet accepted is answered 402 with its
 * quote before any row is read; an accepted one is charged and read in one transaction, once: a page
 * that comes back empty rolls its charge back (an empty page is free), and a charge refused ("Yetersiz
 * bakiye") reads nothing. A cost changed since the quote is quoted again, never charged unseen.
 */
export async function readList<Page extends { items: readonly unknown[] }>(db: Db, order: ListOrder<Page>): Promise<Page & { charges: ListCharge[] }> {
  const views = checkListAccess(order.viewer.tier, order.access);
  const userId = order.viewer.userId;
  // Views to pay for exist only for premium members (the policy refuses them to anyone else).
  const quote = userId && views.length > 0 ? await quoteViews(db, userId, views) : null;
  if (!userId || !quote || quote.due.length === 0) return { ...(await (await order.plan())(db)), charges: [] };
  if (order.quotedTotal !== quote.total) return confirmationRequired(db, userId, quote);

  const read = await order.plan();
  try {
    return await db.transaction(async (tx) => {
      const charges = await chargeViews(tx, userId, quote, order.label);
      const page = await read(tx);
      if (page.items.length === 0) throw new EmptyPage(page);
      return { ...page, charges };
    });
  } catch (error) {
    if (error instanceof EmptyPage) return { ...(error.page as Page), charges: [] };
    throw error;
  }
}
