import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { TRIAL_EXTENSION_DAYS, TRIAL_MESSAGES as M, TRIAL_SOON_DAYS, type TrialList } from '../../../shared/schemas/admin/trials';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { expireTrials } from '../subscriptions/trials';
import { audited, type Admin } from './audited';

// Trial memberships in the back office (docs/product-rules.md#admin-payments).

const DAY_MS = 86_400_000;
/** A trial: premium, an end date, no subscription (docs/product-rules.md#admin-payments). */
const isTrial = and(eq(users.is_premium, true), isNotNull(users.premium_trial_ends_at), isNull(users.subscription_reference_code));
/** Whole days left, rounded up: ending later today is 1 day; ended is 0 or fewer. */
const daysLeft = (end: Date, now: Date) => Math.ceil((end.getTime() - now.getTime()) / DAY_MS);

export async function listTrials(db: Db, now = new Date()): Promise<TrialList> {
  const rows = await db
    .select({ id: users.id, email: users.email, ends: users.premium_trial_ends_at, token_balance: users.token_balance })
    .from(users)
    .where(isTrial)
    .orderBy(asc(users.premium_trial_ends_at), asc(users.id));
  const items = rows.map((r) => ({ id: r.id, email: r.email, premium_trial_ends_at: r.ends!.toISOString(), days_left: daysLeft(r.ends!, now), token_balance: r.token_balance }));
  return {
    stats: {
      total: items.length,
      active: items.filter((t) => t.days_left > 0).length,
      expiring_soon: items.filter((t) => t.days_left >= 1 && t.days_left <= TRIAL_SOON_DAYS).length,
      expired: items.filter((t) => t.days_left <= 0).length,
    },
    items,
  };
}

async function lockedTrial(tx: Db, id: string) {
  const [user] = await tx.select().from(users).where(and(eq(users.id, id), isTrial)).for('no key update');
  if (!user) throw new AppError(404, 'NOT_FOUND', M.notFound);
  return user;
}

const view = (u: typeof users.$inferSelect) => ({ is_premium: u.is_premium, premium_trial_ends_at: u.premium_trial_ends_at });

/**
 * "7 Gün Uzat": 7 more days on the current end, or from now for a trial that has ended. Never
 * "7 days from now" for a running trial: that would shorten a 14-day one.
 */
export function extendTrial(db: Db, admin: Admin, id: string, now = new Date()) {
  return audited(db, admin, 'users', 'extend_trial', async (tx) => {
    const before = await lockedTrial(tx, id);
    const from = Math.max(before.premium_trial_ends_at!.getTime(), now.getTime());
    const [after] = await tx.update(users).set({ premium_trial_ends_at: new Date(from + TRIAL_EXTENSION_DAYS * DAY_MS), updated_at: now }).where(eq(users.id, id)).returning();
    return { entityId: id, before: view(before), after: view(after!), result: { message: M.extended } };
  });
}

/** docs/product-rules.md#admin-payments: premium off and the end date cleared. */
export function endTrial(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'users', 'end_trial', async (tx) => {
    const before = await lockedTrial(tx, id);
    const [after] = await tx.update(users).set({ is_premium: false, premium_trial_ends_at: null, updated_at: new Date() }).where(eq(users.id, id)).returning();
    return { entityId: id, before: view(before), after: view(after!), result: { message: M.ended } };
  });
}

/** Every trial past its end, ended at once; the message says how many (docs/product-rules.md#admin-payments). */
export function expireAllTrials(db: Db, admin: Admin, now = new Date()) {
  return audited(db, admin, 'users', 'expire_trials', async (tx) => {
    const count = await expireTrials(tx, now);
    return { entityId: null, after: { expired: count }, result: { message: M.expired(count) } };
  });
}
