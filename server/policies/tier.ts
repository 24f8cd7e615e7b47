import type { users } from '../db/schema/users';

export type Tier = 'visitor' | 'member' | 'premium';

/** Premium includes a running trial; an expired trial is not premium (docs/product-rules.md#general). */
export function isPremium(user: typeof users.$inferSelect | null, now = new Date()): boolean {
  if (!user?.is_premium) return false;
  if (user.subscription_reference_code) return true;
  return !user.premium_trial_ends_at || user.premium_trial_ends_at > now;
}

export function tierOf(user: typeof users.$inferSelect | null): Tier {
  if (!user) return 'visitor';
  return isPremium(user) ? 'premium' : 'member';
}
