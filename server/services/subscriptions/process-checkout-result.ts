import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { payments, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { escapeTelegramHtml, type Notifier } from '../../integrations/notifier/notifier';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { changeBalance } from '../balance/change-balance';

export type SubscriptionRequestRow = typeof subscription_requests.$inferSelect;

export interface SettleDeps {
  db: Db;
  provider: PaymentProvider;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

const notFound = () => new AppError(404, 'SUBSCRIPTION_REQUEST_NOT_FOUND', BILLING_MESSAGES.requestNotFound);

async function findByToken(db: Db, token: string): Promise<SubscriptionRequestRow | undefined> {
  const [row] = await db.select().from(subscription_requests).where(eq(subscription_requests.checkout_token, token));
  return row;
}

async function findById(db: Db, id: string): Promise<SubscriptionRequestRow> {
  const [row] = await db.select().from(subscription_requests).where(eq(subscription_requests.id, id));
  return row!;
}

/** Closes an open checkout; a later paid result can still settle it (see settleCheckout). */
export async function markFailed(db: Db, id: string, message: string): Promise<void> {
  await db
    .update(subscription_requests)
    .set({ status: 'FAILED', error_message: message.slice(0, 500), processed_at: new Date() })
    .where(and(eq(subscription_requests.id, id), eq(subscription_requests.status, 'PENDING')));
}

/**
 * Settles a checkout by its provider token (docs/product-rules.md#payments): nothing the browser sent is believed.
 * `ownerId`, when given, must own the request (another member's token is not found). A SUCCESS or
 * CANCELLED request is settled for good; an open or FAILED one is asked about (settleCheckout).
 */
export async function processCheckoutResult(deps: SettleDeps, token: string, ownerId?: string): Promise<SubscriptionRequestRow> {
  const request = await findByToken(deps.db, token);
  if (!request || (ownerId && request.user_id !== ownerId)) throw notFound();
  if (request.status === 'SUCCESS' || request.status === 'CANCELLED') return request;
  return settleCheckout(deps, request);
}

/**
 * Asks the provider about a checkout and applies its answer (decision 028). Not paid: a refused card
 * closes the request (FAILED); a form not completed yet leaves it PENDING, since the member may still
 * pay it, unless its form has expired. Paid: the result is checked against the stored request (plan,
 * price, currency); only then, in one transaction, the request becomes SUCCESS (from PENDING, or from
 * FAILED: only the provider can say no money was taken), the payment is recorded as a row of its
 * own, the member becomes premium with the subscription reference, and the package's Bakiye is
 * credited through the one money path keyed by the subscription reference. Any number of concurrent
 * calls have one effect.
 */
export async function settleCheckout(deps: SettleDeps, request: SubscriptionRequestRow, now = new Date()): Promise<SubscriptionRequestRow> {
  if (!request.checkout_token) return request;
  let result;
  try {
    result = await deps.provider.retrieveCheckout(request.checkout_token);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError(502, 'CALLBACK_FAILED', 'Callback işleme hatası');
    throw err;
  }

  if (!result.paid) {
    if (result.declined) await markFailed(deps.db, request.id, result.errorMessage || BILLING_MESSAGES.paymentFailed);
    else if (request.checkout_expires_at && request.checkout_expires_at <= now) await markFailed(deps.db, request.id, BILLING_MESSAGES.checkoutExpired);
    return findById(deps.db, request.id);
  }

  const plan = await deps.provider.retrievePricingPlan(result.pricingPlanReferenceCode).catch(() => null);
  const matches =
    result.pricingPlanReferenceCode === request.pricing_plan_reference_code &&
    plan !== null &&
    request.amount !== null &&
    request.currency !== null &&
    Math.round(plan.price * 100) === Math.round(request.amount * 100) &&
    plan.currencyCode === request.currency &&
    (result.subscriptionStatus === 'ACTIVE' || result.subscriptionStatus === 'PENDING');
  if (!matches) {
    deps.log.warn({ requestId: request.id, plan: result.pricingPlanReferenceCode }, 'checkout result does not match its request');
    await markFailed(deps.db, request.id, BILLING_MESSAGES.activationFailed);
    return findById(deps.db, request.id);
  }
  const amount = request.amount!;
  const currency = request.currency!;

  const granted = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reference: users.subscription_reference_code })
      .from(users)
      .where(eq(users.id, request.user_id))
      .for('no key update');
    const [won] = await tx
      .update(subscription_requests)
      .set({ status: 'SUCCESS', subscription_reference_code: result.referenceCode, processed_at: now, error_message: null })
      .where(and(eq(subscription_requests.id, request.id), inArray(subscription_requests.status, ['PENDING', 'FAILED'])))
      .returning();
    if (!won) return null; // another call settled it first
    await tx
      .insert(payments)
      .values({
        user_id: request.user_id,
        subscription_request_id: request.id,
        kind: 'initial',
        amount,
        currency,
        subscription_reference_code: result.referenceCode,
        order_reference_code: result.orders[0]?.referenceCode || null,
        package_name: request.package_name,
        paid_at: now,
      })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({
        is_premium: true,
        subscription_reference_code: result.referenceCode,
        premium_activated_at: now,
        // A trial member who pays becomes permanent premium.
        premium_trial_ends_at: null,
      })
      .where(eq(users.id, request.user_id));
    if ((request.token_count ?? 0) > 0) {
      await changeBalance(tx, {
        userId: request.user_id,
        amount: request.token_count!,
        description: `Premium paket: ${request.package_name ?? ''}`.trim(),
        idempotencyKey: `subscription:${result.referenceCode}`,
      });
    }
    return { request: won, replaced: before?.reference && before.reference !== result.referenceCode ? before.reference : null };
  });

  if (granted?.replaced) {
    // A member who held another subscription (a checkout closed earlier and paid after all, or one
    // assigned by hand): the newly paid one stays; a provider one it replaces is cancelled there so
    // the member is not charged twice from now on.
    const replaced = granted.replaced;
    if (!replaced.startsWith(MANUAL_SUBSCRIPTION_PREFIX)) {
      await deps.provider.cancelSubscription(replaced).catch((err: unknown) => deps.log.error({ err, reference: replaced }, 'could not cancel a replaced subscription'));
    }
    await deps.db
      .update(subscription_requests)
      .set({ status: 'CANCELLED', error_message: 'Yeni abonelik ile değiştirildi' })
      .where(and(eq(subscription_requests.subscription_reference_code, replaced), eq(subscription_requests.status, 'SUCCESS')));
  }
  if (granted) {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, request.user_id));
    void deps.notifier.notify(
      `<b>Yeni premium üye</b>\nKullanıcı: ${escapeTelegramHtml(user?.email ?? request.user_id)}\n` +
        `Paket: ${escapeTelegramHtml(request.package_name ?? '-')}\nTutar: ${request.amount} ${request.currency}`,
    );
  }
  return findById(deps.db, request.id);
}
