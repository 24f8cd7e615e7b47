import type { CurrentUser } from '../../shared/schemas/auth';
import type { users } from '../db/schema/users';
import { tierOf } from '../policies/tier';

const DAY_MS = 86_400_000;

/** Trial: premium with a trial end date and no subscription reference (docs/product-rules.md#catalogue). */
export function isTrial(user: typeof users.$inferSelect): boolean {
  return user.is_premium && user.premium_trial_ends_at !== null && !user.subscription_reference_code;
}

export function presentCurrentUser(user: typeof users.$inferSelect, now = new Date()): CurrentUser {
  const trial = isTrial(user);
  return {
    id: user.id,
    email: user.email,
    is_premium: user.is_premium,
    is_super_admin: user.is_super_admin,
    is_trial: trial,
    premium_trial_ends_at: user.premium_trial_ends_at?.toISOString() ?? null,
    trial_days_left: trial ? Math.max(0, Math.ceil((user.premium_trial_ends_at!.getTime() - now.getTime()) / DAY_MS)) : null,
    token_balance: user.token_balance,
    created_at: user.created_at.toISOString(),
    tier: tierOf(user) === 'premium' ? 'premium' : 'member',
    abilities: { premium_features: tierOf(user) === 'premium', admin: user.is_super_admin, start_trial: !user.is_premium && !user.trial_started_at },
  };
}
