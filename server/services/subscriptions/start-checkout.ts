import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, type CheckoutRequest } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { subscription_requests } from '../../db/schema/billing';
import type { users } from '../../db/schema/users';
import { PaymentProviderError, type CheckoutCustomer, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { findOwnBillingInfo, type BillingInfoRow } from '../billing/billing-infos';
import { findBuyablePackage } from './packages';

export const CALLBACK_PATH = '/api/payments/iyzico/callback';

function customerOf(info: BillingInfoRow): CheckoutCustomer {
  if (!info.identity_number) {
    throw new AppError(400, 'IDENTITY_REQUIRED', BILLING_MESSAGES.identityRequiredCheckout, { field: 'identity_number' });
  }
  const address = {
    contactName: info.billing_contact_name,
    city: info.billing_city,
    country: info.billing_country,
    address: info.billing_address,
    zipCode: info.billing_zip_code,
  };
  return {
    name: info.name,
    surname: info.surname,
    email: info.email,
    gsmNumber: info.gsm_number,
    identityNumber: info.identity_number,
    billingAddress: address,
    shippingAddress: address,
  };
}

/**
 * Starts a subscription checkout (spec 2 §2.9, issue 13 §3): the package's price, plan and Bakiye come
 * from our database, never from the browser; the provider's form token is stored with them so the
 * callback can check the payment against what was asked.
 */
export async function startCheckout(
  deps: { db: Db; provider: PaymentProvider; publicUrl: string },
  user: typeof users.$inferSelect,
  request: CheckoutRequest,
): Promise<{ requestId: string }> {
  const pkg = await findBuyablePackage(deps.db, request.package_id);
  const info = await findOwnBillingInfo(deps.db, user.id, request.billing_info_id);
  const customer = customerOf(info);
  const conversationId = randomUUID();
  let form;
  try {
    form = await deps.provider.initializeCheckout({
      conversationId,
      callbackUrl: deps.publicUrl.replace(/\/$/, '') + CALLBACK_PATH,
      pricingPlanReferenceCode: pkg.iyzico_pricing_plan_reference_code,
      customer,
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      throw new AppError(502, 'CHECKOUT_FAILED', BILLING_MESSAGES.checkoutFailed, { provider: err.message });
    }
    throw err;
  }
  const [row] = await deps.db
    .insert(subscription_requests)
    .values({
      user_id: user.id,
      package_id: pkg.id,
      package_name: pkg.name,
      pricing_plan_reference_code: pkg.iyzico_pricing_plan_reference_code,
      conversation_id: conversationId,
      checkout_token: form.token,
      amount: pkg.price,
      currency: pkg.currency,
      token_count: pkg.token_count,
      checkout_form_content: form.checkoutFormContent,
      customer_data: { billing_info_id: info.id, price: pkg.price, currency: pkg.currency },
      status: 'PENDING',
    })
    .returning({ id: subscription_requests.id });
  return { requestId: row!.id };
}
