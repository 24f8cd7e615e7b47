import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BILLING_MESSAGES, type CheckoutRequest } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { subscription_requests } from '../../db/schema/billing';
import type { users } from '../../db/schema/users';
import { PaymentProviderError, type CheckoutCustomer } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { findOwnBillingInfo, type BillingInfoRow } from '../billing/billing-infos';
import { findBuyablePackage } from './packages';
import { settleCheckout, type SettleDeps } from './process-checkout-result';

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

/** iyzico's checkout token lives 30 minutes; used when the provider does not say. */
const DEFAULT_FORM_SECONDS = 1800;
/** A reserved checkout whose form never arrived (the server stopped while asking for it) is dropped after this. */
const RESERVATION_MS = 120_000;
/** How long a start that found the form being made by a parallel start waits for it. */
const FORM_WAIT_MS = 15_000;

const openCheckoutOf = async (db: Db, userId: string) =>
  (await db.select().from(subscription_requests).where(and(eq(subscription_requests.user_id, userId), eq(subscription_requests.status, 'PENDING'))))[0];

/** Deletes a reserved checkout whose form never arrived. */
export const dropReservation = (db: Db, id: string) =>
  db.delete(subscription_requests).where(and(eq(subscription_requests.id, id), eq(subscription_requests.status, 'PENDING'), isNull(subscription_requests.checkout_token)));

/** A parallel start is making this checkout's form: wait until it is there (or gone). */
async function formOf(db: Db, id: string): Promise<void> {
  const until = Date.now() + FORM_WAIT_MS;
  for (;;) {
    const [row] = await db.select({ token: subscription_requests.checkout_token }).from(subscription_requests).where(eq(subscription_requests.id, id));
    if (row?.token) return;
    if (!row || Date.now() > until) throw new AppError(502, 'CHECKOUT_FAILED', BILLING_MESSAGES.checkoutFailed);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a subscription checkout (docs/product-rules.md#payments; decisions 007, 028): the package's price,
 * plan and Bakiye come from our database, never from the browser; the provider's form token is stored with
 * them so the callback can check the payment against what was asked.
 *
 * One open checkout per member (decision 028), since two open forms could both be paid: a start for
 * the same package and billing info continues the open form (a second tab, a double click); any other
 * start is refused until that form is paid, refused by the bank or expired. The open checkout is
 * first asked about at the provider, so a form already paid is settled instead of sold twice.
 * Under a per-member lock the checkout is reserved as an open row before the provider is called (no
 * transaction waits on the provider); the unique index on open checkouts holds the rule for any writer.
 */
export async function startCheckout(
  deps: SettleDeps & { publicUrl: string },
  user: typeof users.$inferSelect,
  request: CheckoutRequest,
): Promise<{ requestId: string }> {
  const pkg = await findBuyablePackage(deps.db, request.package_id);
  const info = await findOwnBillingInfo(deps.db, user.id, request.billing_info_id);
  const customer = customerOf(info);

  const open = await openCheckoutOf(deps.db, user.id);
  if (open?.checkout_token) {
    const settled = await settleCheckout(deps, open).catch((err: unknown) => {
      // The provider cannot be asked now: the open checkout stays as it is.
      if (err instanceof AppError && err.statusCode === 502) return open;
      throw err;
    });
    if (settled.status === 'SUCCESS') throw new AppError(409, 'ALREADY_PREMIUM', BILLING_MESSAGES.alreadyPremium);
  }

  const conversationId = randomUUID();
  const reserved = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('checkout:' || ${user.id}))`);
    const current = await openCheckoutOf(tx, user.id);
    if (current && !current.checkout_token && current.created_at.getTime() < Date.now() - RESERVATION_MS) {
      await dropReservation(tx, current.id);
    } else if (current) {
      if (current.package_id === pkg.id && current.customer_data?.billing_info_id === info.id) return { id: current.id, mine: false };
      throw new AppError(409, 'CHECKOUT_OPEN', BILLING_MESSAGES.openCheckout(current.package_name ?? ''));
    }
    const [row] = await tx
      .insert(subscription_requests)
      .values({
        user_id: user.id,
        package_id: pkg.id,
        package_name: pkg.name,
        pricing_plan_reference_code: pkg.iyzico_pricing_plan_reference_code,
        conversation_id: conversationId,
        amount: pkg.price,
        currency: pkg.currency,
        token_count: pkg.token_count,
        customer_data: { billing_info_id: info.id, price: pkg.price, currency: pkg.currency },
        status: 'PENDING',
      })
      .returning({ id: subscription_requests.id });
    return { id: row!.id, mine: true };
  });
  if (!reserved.mine) {
    await formOf(deps.db, reserved.id);
    return { requestId: reserved.id };
  }

  let form;
  try {
    form = await deps.provider.initializeCheckout({
      conversationId,
      callbackUrl: deps.publicUrl.replace(/\/$/, '') + CALLBACK_PATH,
      pricingPlanReferenceCode: pkg.iyzico_pricing_plan_reference_code,
      customer,
    });
  } catch (err) {
    await dropReservation(deps.db, reserved.id);
    if (err instanceof PaymentProviderError) {
      throw new AppError(502, 'CHECKOUT_FAILED', BILLING_MESSAGES.checkoutFailed, { provider: err.message });
    }
    throw err;
  }
  const [stored] = await deps.db
    .update(subscription_requests)
    .set({
      checkout_token: form.token,
      checkout_form_content: form.checkoutFormContent,
      checkout_expires_at: new Date(Date.now() + (form.tokenExpireTime > 0 ? form.tokenExpireTime : DEFAULT_FORM_SECONDS) * 1000),
    })
    .where(and(eq(subscription_requests.id, reserved.id), eq(subscription_requests.status, 'PENDING')))
    .returning({ id: subscription_requests.id });
  // The reservation was dropped meanwhile (the provider took minutes): its form is never shown.
  if (!stored) throw new AppError(502, 'CHECKOUT_FAILED', BILLING_MESSAGES.checkoutFailed);
  return { requestId: stored.id };
}
