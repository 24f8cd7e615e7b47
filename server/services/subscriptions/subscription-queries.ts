import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscription_requests } from '../../db/schema/billing';

/** A member's subscription requests, newest first (docs/product-rules.md#payments). */
export function listSubscriptionRequests(db: Db, userId: string) {
  return db
    .select()
    .from(subscription_requests)
    .where(eq(subscription_requests.user_id, userId))
    .orderBy(desc(subscription_requests.created_at), desc(subscription_requests.id))
    .limit(100);
}

/** The member's own checkout that still waits for payment, or nothing. */
export async function findOwnPendingCheckout(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(subscription_requests).where(eq(subscription_requests.id, id));
  return row && row.user_id === userId && row.status === 'PENDING' && row.checkout_form_content ? row : undefined;
}
