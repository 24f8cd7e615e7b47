import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payment_events, payments, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { PaymentProvider, SubscriptionWebhook } from '../../integrations/payments/payment-provider';
import { changeBalance } from '../balance/change-balance';
import { endSubscriptionLocally } from './end-subscription';

export type WebhookOutcome = 'renewal_credited' | 'initial_order' | 'premium_ended' | 'unknown_subscription' | 'replay' | 'no_change';

/**
 * A signed subscription event from the provider (decisions 007, 028). The signature is checked by the
 * route; the event itself is still only a hint: the subscription is retrieved from the provider and
 * its order and status decide. A renewal is recorded as a payment and credits that period's Bakiye
 * once (idempotency key from the order reference); an unpaid renewal or a subscription ended at the provider ends premium. Each
 * (order, event type) is handled once: replays change nothing.
 */
export async function processSubscriptionWebhook(
  deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger },
  event: SubscriptionWebhook,
): Promise<WebhookOutcome> {
  const eventKey = `${event.orderReferenceCode}:${event.iyziEventType}`;
  const [seen] = await deps.db.select({ id: payment_events.id }).from(payment_events).where(eq(payment_events.event_key, eventKey));
  if (seen) return 'replay';

  const subscription = await deps.provider.retrieveSubscription(event.subscriptionReferenceCode);
  const [user] = await deps.db.select().from(users).where(eq(users.subscription_reference_code, event.subscriptionReferenceCode));
  const [request] = await deps.db
    .select()
    .from(subscription_requests)
    // The checkout that started the subscription (not an admin's removal record, which has no price).
    .where(and(eq(subscription_requests.subscription_reference_code, event.subscriptionReferenceCode), isNotNull(subscription_requests.checkout_token)))
    .orderBy(desc(subscription_requests.created_at))
    .limit(1);

  return deps.db.transaction(async (tx) => {
    const record = async (outcome: WebhookOutcome) => {
      const inserted = await tx
        .insert(payment_events)
        .values({ event_key: eventKey, event_type: event.iyziEventType, subscription_reference_code: event.subscriptionReferenceCode, outcome })
        .onConflictDoNothing({ target: payment_events.event_key })
        .returning({ id: payment_events.id });
      return inserted.length > 0;
    };

    if (!subscription || !user) return (await record('unknown_subscription')) ? 'unknown_subscription' : 'replay';

    const order = subscription.orders.find((o) => o.referenceCode === event.orderReferenceCode);
    const ended = ['UNPAID', 'CANCELED', 'EXPIRED'].includes(subscription.subscriptionStatus);
    const failedRenewal = event.iyziEventType === 'subscription.order.failure' && order !== undefined && order.status !== 'SUCCESS';

    if (ended || failedRenewal) {
      if (!(await record('premium_ended'))) return 'replay';
      await endSubscriptionLocally(tx, user.id, event.subscriptionReferenceCode, 'Yenileme ödemesi alınamadı');
      return 'premium_ended';
    }

    const paidRenewal = event.iyziEventType === 'subscription.order.success' && order?.status === 'SUCCESS';
    if (!paidRenewal) return (await record('no_change')) ? 'no_change' : 'replay';
    // The first order was paid at checkout, and its Bakiye credited by the callback.
    if (subscription.orders[0]?.referenceCode === order.referenceCode) {
      return (await record('initial_order')) ? 'initial_order' : 'replay';
    }
    if (!(await record('renewal_credited'))) return 'replay';
    // The period's charge, a row of its own (decision 028), at the price fixed at checkout.
    if (request?.amount != null && request.currency) {
      await tx
        .insert(payments)
        .values({
          user_id: user.id,
          subscription_request_id: request.id,
          kind: 'renewal',
          amount: request.amount,
          currency: request.currency,
          subscription_reference_code: event.subscriptionReferenceCode,
          order_reference_code: order.referenceCode,
          package_name: request.package_name,
          paid_at: new Date(),
        })
        .onConflictDoNothing();
    }
    const tokens = request?.token_count ?? 0;
    if (tokens > 0) {
      await changeBalance(tx, {
        userId: user.id,
        amount: tokens,
        description: `Premium yenileme: ${request?.package_name ?? ''}`.trim(),
        idempotencyKey: `iyzico-order:${order.referenceCode}`,
      });
    }
    deps.log.info({ userId: user.id, order: order.referenceCode }, 'subscription renewal credited');
    return 'renewal_credited';
  });
}
