import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';

/**
 * Stops the provider charging a subscription before premium ends or changes here: cancelled at the
 * provider, or already reported cancelled or expired there. False when the provider could not
 * confirm it (nothing should change locally then, or the card keeps being charged). A subscription
 * assigned by hand has nothing at the provider.
 */
export async function cancelAtProvider(provider: PaymentProvider, referenceCode: string): Promise<boolean> {
  if (referenceCode.startsWith(MANUAL_SUBSCRIPTION_PREFIX)) return true;
  try {
    await provider.cancelSubscription(referenceCode);
    return true;
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const current = await provider.retrieveSubscription(referenceCode).catch(() => null);
    return current?.subscriptionStatus === 'CANCELED' || current?.subscriptionStatus === 'EXPIRED';
  }
}
