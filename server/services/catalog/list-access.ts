import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { TOKEN_COST_DESCRIPTIONS } from '../../../shared/constants';
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

export interface Acceptance {
  /** The total the user accepted (POST); undefined for a plain read (GET), which never charges. */
  quotedTotal?: number;
  /** The page has no rows: nothing is charged for it (issue 12, finding 5). */
  empty: boolean;
}

/**
 * Charges what the views not yet paid (or lapsed) cost. Unless the user accepted exactly the current
 * total it answers 402 with the quote (the token confirmation modal shows it): a cost changed by an
 * admin in between is quoted again, never charged unseen. The paid-view row is the guard against
 * paying twice: two simultaneous confirmed requests insert it once, and only that one is charged.
 */
export async function payForViews(db: Db, userId: string, views: PaidView[], acceptance: Acceptance, label: string) {
  if (views.length === 0 || acceptance.empty) return [];
  const now = new Date();
  const fresh = await db
    .select({ key: paid_list_views.view_key })
    .from(paid_list_views)
    .where(
      and(
        eq(paid_list_views.user_id, userId),
        inArray(
          paid_list_views.view_key,
          views.map((v) => v.viewKey),
        ),
        gt(paid_list_views.expires_at, now),
      ),
    );
  const paid = new Set(fresh.map((r) => r.key));
  const due = views.filter((v) => !paid.has(v.viewKey));
  if (due.length === 0) return [];

  const costs = await currentCosts(db, due.map((v) => v.costKey));
  const quote = due.map((v) => ({ cost_key: v.costKey, amount: costs[v.costKey] }));
  const total = quote.reduce((sum, q) => sum + q.amount, 0);
  if (acceptance.quotedTotal !== total) {
    const [user] = await db.select({ balance: users.token_balance }).from(users).where(eq(users.id, userId));
    throw new AppError(402, 'COST_CONFIRMATION_REQUIRED', CATALOG_MESSAGES.costConfirmationRequired, {
      costs: quote,
      total,
      balance: user?.balance ?? 0,
    });
  }

  return db.transaction(async (tx) => {
    const charges: { cost_key: string; amount: number; balance: number }[] = [];
    for (const view of due) {
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
      const amount = costs[view.costKey];
      if (amount === 0) continue;
      const result = await changeBalance(tx, {
        userId,
        amount: -amount,
        description: `${TOKEN_COST_DESCRIPTIONS[view.costKey]}: ${label}`,
      });
      charges.push({ cost_key: view.costKey, amount, balance: result.balance });
    }
    return charges;
  });
}
