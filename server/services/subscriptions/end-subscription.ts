import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';

/**
 * Premium ends for a provider subscription (cancelled by the member, unpaid renewal, ended at the
 * provider): is_premium off, reference and activation date cleared (docs/product-rules.md#payments), its request marked
 * CANCELLED. Only while the member still holds that reference, so a later subscription is untouched.
 */
export async function endSubscriptionLocally(db: Db, userId: string, referenceCode: string, reason: string): Promise<boolean> {
  const ended = await db
    .update(users)
    .set({ is_premium: false, subscription_reference_code: null, premium_activated_at: null })
    .where(and(eq(users.id, userId), eq(users.subscription_reference_code, referenceCode)))
    .returning({ id: users.id });
  await db
    .update(subscription_requests)
    .set({ status: 'CANCELLED', error_message: reason })
    .where(and(eq(subscription_requests.subscription_reference_code, referenceCode), eq(subscription_requests.status, 'SUCCESS')));
  return ended.length > 0;
}
