import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/users';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { requireActiveSubscription } from '../../policies/subscription-policy';
import { cancelAtProvider } from './cancel-at-provider';
import { endSubscriptionLocally } from './end-subscription';

/**
 * The member cancels (docs/product-rules.md#payments): first at the provider, then locally. A subscription the provider
 * already reports as ended is ended locally too; any other provider failure changes nothing.
 */
export async function cancelSubscription(deps: { db: Db; provider: PaymentProvider }, user: typeof users.$inferSelect): Promise<void> {
  const referenceCode = requireActiveSubscription(user);
  if (!(await cancelAtProvider(deps.provider, referenceCode))) throw new AppError(502, 'CANCEL_FAILED', BILLING_MESSAGES.cancelFailed);
  await deps.db.transaction((tx) => endSubscriptionLocally(tx, user.id, referenceCode, 'Üye tarafından iptal edildi'));
}
