import { BILLING_MESSAGES } from '../../shared/schemas/billing';
import type { Config } from '../config';
import type { users } from '../db/schema/users';
import { AppError } from '../lib/errors';
import { isPremium } from './tier';

type User = typeof users.$inferSelect;
type PaymentsMode = Config['PAYMENTS_MODE'];

// Who may buy, try or cancel premium (docs/product-rules.md#payments).

/** Without a payment provider (production without iyzico keys) no checkout starts, whatever the form holds. */
export function requirePurchasesOpen(mode: PaymentsMode): void {
  if (mode === 'off') {
    throw new AppError(503, 'PURCHASES_CLOSED', `${BILLING_MESSAGES.purchasesClosed} ${BILLING_MESSAGES.purchasesClosedDetail}`);
  }
}

/** A permanent premium member has nothing to buy; a trial member may upgrade (docs/product-rules.md#payments). */
export function requireMayBuy(user: User): void {
  if (user.subscription_reference_code && user.is_premium) throw new AppError(409, 'ALREADY_PREMIUM', BILLING_MESSAGES.alreadyPremium);
}

/** One free trial per member, and never on top of premium. */
export function requireMayStartTrial(user: User): void {
  if (isPremium(user)) throw new AppError(409, 'ALREADY_PREMIUM', BILLING_MESSAGES.alreadyPremium);
  if (user.trial_started_at) throw new AppError(409, 'TRIAL_USED', BILLING_MESSAGES.trialUsed);
}

/** Cancelling needs an active premium membership with a provider subscription (docs/product-rules.md#payments). */
export function requireActiveSubscription(user: User): string {
  if (!user.is_premium || !user.subscription_reference_code) {
    throw new AppError(409, 'NO_ACTIVE_SUBSCRIPTION', BILLING_MESSAGES.noActiveSubscription);
  }
  return user.subscription_reference_code;
}
