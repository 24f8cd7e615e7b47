import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { TOKEN_COST_DESCRIPTIONS, type CostKey } from '../../../shared/constants';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import type { Db } from '../../db/client';
import { paid_list_views } from '../../db/schema/balance';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import type { PaidView } from '../../policies/catalog-policy';
import { changeBalance } from '../balance/change-balance';
import { currentCosts } from '../balance/token-costs';

/** How long a paid filter combination or page stays free to revisit (docs/decisions/004). */
export const PAID_VIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** What a list request still has to pay: its views not yet paid (or lapsed), at today's costs. */
export interface ListQuote {
  due: PaidView[];
  costs: { cost_key: CostKey; amount: number }[];
  total: number;
}

export interface ListCharge {
  cost_key: string;
  amount: number;
  balance: number;
}

/**
 * The paid views this process has read from the table, per database handle: each member's view and
 * the time it lapses. A paid view stays paid until then (nothing takes one back: its row goes only
 * with its member), so a member reading a paid page again, on the same day, needs no lookup: the
 * request runs its page's statement alone (docs/decisions/076). Only what the table said is held, never
 * "not paid", so a view paid through another instance is looked up and found.
 */
const paidSeen = new WeakMap<Db, Map<string, number>>();
/** At most this many held; the oldest go first. */
const MAX_PAID_SEEN = 10_000;
const seenKey = (userId: string, viewKey: string) => `${userId} ${viewKey}`;

/** The views of `views` the user has not paid for in the last PAID_VIEW_TTL_MS, and what they cost now. */
export async function quoteViews(db: Db, userId: string, views: PaidView[], now = new Date()): Promise<ListQuote> {
  if (views.length === 0) return { due: [], costs: [], total: 0 };
  let seen = paidSeen.get(db);
  if (!seen) paidSeen.set(db, (seen = new Map()));
  const paid = new Set<string>();
  for (const view of views) {
    const key = seenKey(userId, view.viewKey);
    const lapses = seen.get(key);
    if (lapses === undefined) continue;
    if (lapses > now.getTime()) paid.add(view.viewKey);
    else seen.delete(key);
  }
  const unknown = views.filter((v) => !paid.has(v.viewKey));
  if (unknown.length > 0) {
    const fresh = await db
      .select({ key: paid_list_views.view_key, expires: paid_list_views.expires_at })
      .from(paid_list_views)
      .where(
        and(
          eq(paid_list_views.user_id, userId),
          inArray(
            paid_list_views.view_key,
            unknown.map((v) => v.viewKey),
          ),
          gt(paid_list_views.expires_at, now),
        ),
      );
    for (const { key, expires } of fresh) {
      paid.add(key);
      if (seen.size >= MAX_PAID_SEEN) seen.delete(seen.keys().next().value!);
      seen.set(seenKey(userId, key), expires.getTime());
    }
  }
  const due = views.filter((v) => !paid.has(v.viewKey));
  if (due.length === 0) return { due, costs: [], total: 0 };
  const prices = await currentCosts(db, due.map((v) => v.costKey));
  const costs = due.map((v) => ({ cost_key: v.costKey, amount: prices[v.costKey] }));
  return { due, costs, total: costs.reduce((sum, c) => sum + c.amount, 0) };
}

/** The 402 that shows the quote (the token confirmation modal), with the user's balance now. */
export async function confirmationRequired(db: Db, userId: string, quote: ListQuote): Promise<never> {
  const [user] = await db.select({ balance: users.token_balance }).from(users).where(eq(users.id, userId));
  throw new AppError(402, 'COST_CONFIRMATION_REQUIRED', CATALOG_MESSAGES.costConfirmationRequired, {
    costs: quote.costs,
    total: quote.total,
    balance: user?.balance ?? 0,
  });
}

/**
 * Charges an accepted quote inside the caller's transaction: the amounts the user accepted, one
 * debit per view. The paid-view row is the guard against paying twice: two simultaneous confirmed
 * requests insert it once, and only that one is charged.
 */
export async function chargeViews(tx: Db, userId: string, quote: ListQuote, label: string): Promise<ListCharge[]> {
  const now = new Date();
  const charges: ListCharge[] = [];
  for (const [i, view] of quote.due.entries()) {
    const expiresAt = new Date(now.getTime() + PAID_VIEW_TTL_MS);
    const [claimed] = await tx
      .insert(paid_list_views)
      .values({ user_id: userId, view_key: view.viewKey, expires_at: expiresAt })
      .onConflictDoUpdate({
        target: [paid_list_views.user_id, paid_list_views.view_key],
        set: { expires_at: expiresAt, created_at: now },
        setWhere: sql`${paid_list_views.expires_at} <= now()`,
      })
      .returning({ id: paid_list_views.id });
    if (!claimed) continue; // paid by a simultaneous request
    const amount = quote.costs[i]!.amount;
    if (amount === 0) continue;
    const result = await changeBalance(tx, {
      userId,
      amount: -amount,
      description: `${TOKEN_COST_DESCRIPTIONS[view.costKey]}: ${label}`,
    });
    charges.push({ cost_key: view.costKey, amount, balance: result.balance });
  }
  return charges;
}
