import { and, eq, isNull, lte } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { subscription_packages } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { requireMayStartTrial } from '../../policies/subscription-policy';

const DAY_MS = 86_400_000;

/**
 * "Ücretsiz Deneme": premium for the package's trial days, once per member (decision 007). The
 * conditional update makes a second start, even a concurrent one, change nothing.
 */
export async function startTrial(db: Db, user: typeof users.$inferSelect, packageId: string, now = new Date()) {
  requireMayStartTrial(user);
  const [pkg] = await db
    .select({ trial_days: subscription_packages.trial_days })
    .from(subscription_packages)
    .where(and(eq(subscription_packages.id, packageId), eq(subscription_packages.is_active, true)));
  if (!pkg) throw new AppError(404, 'PACKAGE_NOT_FOUND', BILLING_MESSAGES.packageNotFound);
  const [started] = await db
    .update(users)
    .set({ is_premium: true, premium_trial_ends_at: new Date(now.getTime() + pkg.trial_days * DAY_MS), trial_started_at: now })
    .where(and(eq(users.id, user.id), isNull(users.trial_started_at), eq(users.is_premium, false)))
    .returning();
  if (!started) throw new AppError(409, 'TRIAL_USED', BILLING_MESSAGES.trialUsed);
  return started;
}

/**
 * Ends every trial whose end has passed (run on a schedule; the tier check already treats them as
 * not premium meanwhile). Returns how many ended.
 */
export async function expireTrials(db: Db, now = new Date()): Promise<number> {
  const ended = await db
    .update(users)
    .set({ is_premium: false })
    .where(and(eq(users.is_premium, true), isNull(users.subscription_reference_code), lte(users.premium_trial_ends_at, now)))
    .returning({ id: users.id });
  return ended.length;
}


