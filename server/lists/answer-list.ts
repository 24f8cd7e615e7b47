import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tierOf } from '../policies/tier';
import { chargeViews, confirmationRequired, quoteViews, type ListCharge } from '../services/catalog/list-access';
import type { ListDefinition, Viewer } from './list-definition';

/** Thrown inside the charging transaction to undo it: a page without rows costs nothing. */
class EmptyPage<Page> extends Error {
  constructor(readonly page: Page) {
    super('empty page');
  }
}

const NO_CHARGES: ListCharge[] = [];

/** The viewer of a request: their tier and, signed in, their id. */
export function viewerOf(request: FastifyRequest): Viewer {
  return { tier: tierOf(request.user), userId: request.user?.id };
}

const hasItems = (page: unknown) => !(typeof page === 'object' && page !== null && 'items' in page && Array.isArray(page.items) && page.items.length === 0);

/**
 * One request of a list, in this order (docs/decisions/004, 034, 064): who may (401/403), what it
 * costs, the charge if the user accepted exactly that cost, and only then the page, presented for
 * this viewer. A paid view not yet accepted is answered 402 with its quote before any row is read; an
 * accepted one is charged and read in one transaction, once: a page that comes back empty rolls its
 * charge back (an empty page is free), and a charge refused ("Yetersiz bakiye") reads nothing. A cost
 * changed since the quote is quoted again, never charged unseen. `quotedTotal` is undefined for a
 * plain read (GET), which never charges.
 */
export async function answerList<Query extends object, Params, Page, Answer>(
  db: Db,
  list: ListDefinition<Query, Params, Page, Answer>,
  request: FastifyRequest,
  query: Query,
  quotedTotal?: number,
  viewer: Viewer = viewerOf(request),
): Promise<Answer> {
  const views = list.access(request, viewer, query);
  const params = list.params(query);
  const userId = viewer.userId;
  // Views to pay for exist only for premium members (the policy refuses them to anyone else).
  const quote = userId && views.length > 0 ? await quoteViews(db, userId, views) : null;
  if (!userId || !quote || quote.due.length === 0) return list.present(await list.page.read(db, params, viewer), viewer, params, NO_CHARGES);
  if (quotedTotal !== quote.total) return confirmationRequired(db, userId, quote);

  await list.page.prepare?.(db, params);
  try {
    const { page, charges } = await db.transaction(async (tx) => {
      const charges = await chargeViews(tx, userId, quote, list.paid?.label ?? list.name);
      const page = await list.page.read(db, params, viewer, tx);
      if (!hasItems(page)) throw new EmptyPage(page);
      return { page, charges };
    });
    return list.present(page, viewer, params, charges);
  } catch (error) {
    if (error instanceof EmptyPage) return list.present(error.page as Page, viewer, params, NO_CHARGES);
    throw error;
  }
}
