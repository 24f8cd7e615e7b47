import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/users';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { requireActiveSubscription } from '../../policies/subscription-policy';
import { endSubscriptionLocally } from './end-subscription';

/**
 * The member cancels (spec 2 §4): first at the provider, then locally. A subscription the provider
 * already reports as cancelled is ended locally too; any other provider failure changes nothing.
 */
export async function cancelSubscription(deps: { db: Db; provider: PaymentProvider }, user: typeof users.$inferSelect): Promise<void> {
  const referenceCode = requireActiveSubscription(user);
  // A subscription assigned by hand has nothing to cancel at the provider.
  if (referenceCode.startsWith(MANUAL_SUBSCRIPTION_PREFIX)) {
    await deps.db.transaction((tx) => endSubscriptionLocally(tx, user.id, referenceCode, 'Üye tarafından iptal edildi'));
    return;
  }
  try {
    await deps.provider.cancelSubscription(referenceCode);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const current = await deps.provider.retrieveSubscription(referenceCode).catch(() => null);
    if (current?.subscriptionStatus !== 'CANCELED') throw new AppError(502, 'CANCEL_FAILED', BILLING_MESSAGES.cancelFailed);
  }
  await deps.db.transaction((tx) => endSubscriptionLocally(tx, user.id, referenceCode, 'Üye tarafından iptal edildi'));
}
