import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue';
import { deliverDigest, deliverNotificationMail, digestRecipients, immediateRecipients, jobIdOf, unsentImmediateMails, type DeliveryDeps, type DigestPeriod } from './deliveries';
import { fanOut } from './fan-out';

// The notification jobs (docs/decisions/044-watchlists-and-notifications.md), on pg-boss or the
// in-process queue alike.

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

export function defineNotificationJobs(jobs: JobQueue, deps: DeliveryDeps, log: FastifyBaseLogger, announce?: AnnounceNotifications) {
  jobs.define(JOBS.fanOut, {
    single: true,
    handler: async () => {
      const created = await fanOut(deps.db);
      if (created.length === 0) return;
      log.info({ notifications: created.length }, 'bildirimler oluşturuldu');
      // The bell updates now rather than at its next minute; a failed signal costs only that wait.
      await announce?.(created.map((n) => n.user_id)).catch((err: unknown) => log.warn({ err }, 'bildirim sinyali gönderilemedi'));
      const immediate = await immediateRecipients(deps.db, [...new Set(created.map((n) => n.user_id))]);
      // The job id is the notification's: however often it is sent, it is one job.
      for (const n of created) if (immediate.has(n.user_id)) await jobs.send(JOBS.mail, { notificationId: n.id }, { id: n.id });
    },
  });
  jobs.define(JOBS.mail, {
    handler: async (data, job) => deliverNotificationMail(deps, String(data.notificationId), job.id),
  });
  // Sent at every start on the in-process queue (server/plugins/jobs.ts): the mails a stopped process still owed.
  jobs.define(JOBS.mailCatchUp, {
    single: true,
    handler: async () => {
      for (const id of await unsentImmediateMails(deps.db)) await jobs.send(JOBS.mail, { notificationId: id }, { id });
    },
  });
  const digest = (period: DigestPeriod) => async () => {
    for (const { userId, key } of await digestRecipients(deps.db, period)) {
      await jobs.send(JOBS.digestMail, { userId, period, key }, { id: jobIdOf(`${userId}:${key}`) });
    }
  };
  jobs.define(JOBS.digestDaily, { single: true, handler: digest('daily') });
  jobs.define(JOBS.digestWeekly, { single: true, handler: digest('weekly') });
  jobs.define(JOBS.digestMail, {
    handler: async (data, job) => deliverDigest(deps, String(data.userId), data.period as DigestPeriod, String(data.key), job.id),
  });
  // A back-office write sends a fan-out at once (server/plugins/jobs.ts); this catches anything else.
  jobs.schedule(JOBS.fanOut, '* * * * *');
  jobs.schedule(JOBS.digestDaily, '0 8 * * *');
  jobs.schedule(JOBS.digestWeekly, '0 8 * * 1');
}
