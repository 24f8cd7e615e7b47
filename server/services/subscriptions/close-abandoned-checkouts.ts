import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ABANDONED_CHECKOUT_MINUTES } from '../../../shared/constants';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import { subscription_requests } from '../../db/schema/billing';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../jobs/job-queue';
import { markFailed, settleCheckout, type SettleDeps } from './process-checkout-result';
import { dropReservation } from './start-checkout';

// Open checkouts the member walked away from (docs/decisions/056-schedules-that-do-not-wait-for-a-visitor.md).
// A start closes the member's own open one (start-checkout.ts); one nobody comes back to is closed
// here, on a schedule, the same way: asked about at the provider first, so a form paid after all
// (its callback lost) is settled, not closed.

export const CHECKOUT_JOBS = { closeAbandoned: 'checkouts-close-abandoned' } as const;

/** Checkouts one run looks at, oldest first; the next run takes the rest. */
const BATCH = 200;

export interface ClosedCheckouts {
  /** Closed unpaid (FAILED), or reservations whose form never came (deleted). */
  closed: number;
  /** Paid after all: settled as SUCCESS. */
  paid: number;
  /** The provider could not be asked: left open for the next run. */
  unanswered: number;
}

/**
 * Closes the open checkouts older than ABANDONED_CHECKOUT_MINUTES whose form has expired (or that
 * never got one). Each is settled through settleCheckout: paid → SUCCESS and premium, refused or
 * expired → FAILED. A form with no stored expiry that the provider still reports unpaid is closed too,
 * since it is past the limit.
 */
export async function closeAbandonedCheckouts(deps: SettleDeps, now = new Date()): Promise<ClosedCheckouts> {
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_MINUTES * 60_000);
  const rows = await deps.db
    .select()
    .from(subscription_requests)
    .where(
      and(
        eq(subscription_requests.status, 'PENDING'),
        lt(subscription_requests.created_at, cutoff),
        or(isNull(subscription_requests.checkout_expires_at), lte(subscription_requests.checkout_expires_at, now)),
      ),
    )
    .orderBy(asc(subscription_requests.created_at))
    .limit(BATCH);
  const counts: ClosedCheckouts = { closed: 0, paid: 0, unanswered: 0 };
  for (const row of rows) {
    if (!row.checkout_token) {
      await dropReservation(deps.db, row.id);
      counts.closed += 1;
      continue;
    }
    try {
      const settled = await settleCheckout(deps, row, now);
      if (settled.status === 'PENDING') await markFailed(deps.db, row.id, BILLING_MESSAGES.checkoutExpired);
      if (settled.status === 'SUCCESS') counts.paid += 1;
      else counts.closed += 1;
    } catch (err) {
      // The provider cannot be asked now (settleCheckout's 502): the checkout waits for the next run.
      if (!(err instanceof AppError && err.statusCode === 502)) throw err;
      counts.unanswered += 1;
    }
  }
  return counts;
}

/**
 * The schedule, every 10 minutes on both queues. The payment provider is set up after the jobs
 * (server/app.ts), so it is looked up when a run starts; with payments off there is nothing to ask.
 */
export function defineCheckoutJobs(jobs: JobQueue, deps: () => (SettleDeps & { paymentsOff: boolean }) | undefined, log: FastifyBaseLogger) {
  jobs.define(CHECKOUT_JOBS.closeAbandoned, {
    single: true,
    expireSeconds: 600,
    handler: async () => {
      const current = deps();
      if (!current) throw new Error('payment provider not set up yet');
      if (current.paymentsOff) return;
      const counts = await closeAbandonedCheckouts(current);
      if (counts.closed + counts.paid + counts.unanswered > 0) log.info(counts, 'terk edilmiş ödeme formları kapatıldı');
    },
  });
  jobs.schedule(CHECKOUT_JOBS.closeAbandoned, '*/10 * * * *');
}
