import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue';
import { deliverDigest, deliverNotificationMail, DIGEST_HOUR, digestRecipients, jobIdOf, lastDigestDue, owedImmediateMails, type DeliveryDeps, type DigestPeriod } from './deliveries';
import { eventsAwaitFanOut, fanOut } from './fan-out';

// The notification jobs (docs/decisions/044-watchlists-and-notifications.md), on pg-boss or the
// in-process queue alike. A notification's mail is owed from the transaction that wrote it (its
// `mail_state`), so the queue is only how it travels: the sweep queues again whatever a crash kept
// from it (docs/decisions/048-durable-notification-mails.md).

/** Seconds a scan (fan-out, a digest's list of members) may run before another try takes it over. */
const SCAN_EXPIRE_SECONDS = 600;

export const JOBS = {
  fanOut: 'notifications-fan-out',
  mail: 'notifications-mail',
  digestDaily: 'notifications-digest-daily',
  digestWeekly: 'notifications-digest-weekly',
  digestMail: 'notifications-digest-mail',
  mailCatchUp: 'notifications-mail-catch-up',
} as const;

/** Told which members got new notifications (the realtime hub signals their open tabs). */
export type AnnounceNotifications = (userIds: string[]) => Promise<void>;

/** The mail jobs of these notifications; the job id is the notification's: however often it is sent, it is one job. */
const mailJobs = (ids: string[]) => ids.map((id) => ({ data: { notificationId: id }, id }));

export interface NotificationJobRules {
  /** Seconds a mail job may run before another try takes it over (MAIL_JOB_TIMEOUT_SECONDS). */
  mailTimeoutSeconds: number;
}

export function defineNotificationJobs(jobs: JobQueue, deps: DeliveryDeps, log: FastifyBaseLogger, rules: NotificationJobRules, announce?: AnnounceNotifications) {
  jobs.define(JOBS.fanOut, {
    single: true,
    expireSeconds: SCAN_EXPIRE_SECONDS,
    // Its work is the outbox's rows, written with their events (docs/decisions/059-a-transactional-outbox-for-record-events.md).
    pending: () => eventsAwaitFanOut(deps.db),
    handler: async () => {
      const created = await fanOut(deps.db);
      if (created.length === 0) return;
      log.info({ notifications: created.length }, 'bildirimler oluşturuldu');
      // The bell updates now rather than at its next minute; a failed signal costs only that wait.
      await announce?.(created.map((n) => n.user_id)).catch((err: unknown) => log.warn({ err }, 'bildirim sinyali gönderilemedi'));
      // Already owed in the committed rows: queueing them now only saves the sweep's minute.
      await jobs.sendMany(JOBS.mail, mailJobs(created.filter((n) => n.mail_state === 'due').map((n) => n.id)));
    },
  });
  jobs.define(JOBS.mail, {
    expireSeconds: rules.mailTimeoutSeconds,
    handler: async (data, job) => deliverNotificationMail(deps, String(data.notificationId), job.id),
  });
  // Every minute and at every start, on both queues: each mail still owed is queued (again).
  jobs.define(JOBS.mailCatchUp, {
    single: true,
    expireSeconds: SCAN_EXPIRE_SECONDS,
    // At most MAIL_SWEEP_BATCH, oldest first: a longer backlog is taken by the next minutes' sweeps.
    handler: async () => jobs.sendMany(JOBS.mail, mailJobs(await owedImmediateMails(deps.db, JOBS.mail))),
  });
  // A scheduled run is due now; a start's catch-up (sendOwedDigests) names the moment it fell due.
  const digest = (period: DigestPeriod) => async (data: Record<string, unknown>) => {
    const dueAt = typeof data.dueAt === 'string' ? new Date(data.dueAt) : new Date();
    for (const { userId, key } of await digestRecipients(deps.db, period, dueAt)) {
      await jobs.send(JOBS.digestMail, { userId, period, key, dueAt: dueAt.toISOString() }, { id: jobIdOf(`${userId}:${key}`) });
    }
  };
  jobs.define(JOBS.digestDaily, { single: true, expireSeconds: SCAN_EXPIRE_SECONDS, handler: digest('daily') });
  jobs.define(JOBS.digestWeekly, { single: true, expireSeconds: SCAN_EXPIRE_SECONDS, handler: digest('weekly') });
  jobs.define(JOBS.digestMail, {
    expireSeconds: rules.mailTimeoutSeconds,
    handler: async (data, job) =>
      deliverDigest(deps, String(data.userId), data.period as DigestPeriod, String(data.key), job.id, typeof data.dueAt === 'string' ? new Date(data.dueAt) : undefined),
  });
  // Each commit of an event sends a fan-out at once, and each start one (server/plugins/jobs.ts):
  // the minute's run only covers a wake-up lost with a listening connection.
  jobs.schedule(JOBS.fanOut, '* * * * *');
  jobs.schedule(JOBS.mailCatchUp, '* * * * *');
  jobs.schedule(JOBS.digestDaily, `0 ${DIGEST_HOUR} * * *`);
  jobs.schedule(JOBS.digestWeekly, `0 ${DIGEST_HOUR} * * 1`);
}

/**
 * At every start: the digests of the last moment each period fell due, for whoever has not had
 * theirs. A schedule's run is only sent while some instance is up at its minute (both queues), so a
 * digest whose 08:00 passed while none was is sent late; its key (the day it fell due) keeps it to
 * one, however many starts follow (claimDelivery in deliveries.ts).
 */
export async function sendOwedDigests(jobs: JobQueue, now = new Date()) {
  await jobs.send(JOBS.digestDaily, { dueAt: lastDigestDue('daily', now).toISOString() });
  await jobs.send(JOBS.digestWeekly, { dueAt: lastDigestDue('weekly', now).toISOString() });
}
