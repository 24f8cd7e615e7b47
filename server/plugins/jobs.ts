import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createInProcessQueue } from '../services/jobs/in-process-queue';
import type { JobQueue } from '../services/jobs/job-queue';
import { createPgBossQueue } from '../services/jobs/pg-boss-queue';
import { defineCheckoutJobs } from '../services/subscriptions/close-abandoned-checkouts';
import { defineNotificationJobs, JOBS, sendOwedDigests } from '../services/watches/notification-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Background jobs (docs/decisions/044-watchlists-and-notifications.md): pg-boss on a PostgreSQL
 * server, the in-process queue on the embedded PGlite. Started after the mailer is decorated.
 */
export async function registerJobs(app: FastifyInstance, config: Config, database: Database, kind?: 'in-process') {
  // pg-boss expires a job only at its maintenance run: run it often enough that a mail job a dead
  // instance held is tried again soon after its MAIL_JOB_TIMEOUT_SECONDS (decision 048).
  const rules = { retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS, maintenanceSeconds: Math.max(1, Math.min(60, Math.floor(config.MAIL_JOB_TIMEOUT_SECONDS / 3))) };
  const jobs =
    database.driver.kind === 'postgres' && kind !== 'in-process'
      ? createPgBossQueue(database.driver.pool, database.db, rules, app.log)
      : createInProcessQueue(database.db, rules, app.log);
  defineNotificationJobs(jobs, { db: database.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }, app.log, { mailTimeoutSeconds: config.MAIL_JOB_TIMEOUT_SECONDS }, (userIds) =>
    app.realtime.notifyUsers(userIds),
  );
  // The payment provider is decorated after this (server/app.ts): a run looks it up when it starts.
  defineCheckoutJobs(
    jobs,
    () =>
      app.hasDecorator('payments')
        ? { db: database.db, provider: app.payments.provider, notifier: app.notifier, log: app.log, paymentsOff: app.payments.mode === 'off' }
        : undefined,
    app.log,
  );
  await jobs.start();
  // Every history event is queued for its followers in its writer's transaction (an outbox row,
  // services/history/record-events.ts), and its commit is announced on a channel: the fan-out runs
  // once it is heard, whatever wrote the event (docs/decisions/059-a-transactional-outbox-for-record-events.md).
  const fanOutNow = () => void jobs.send(JOBS.fanOut).catch((err: unknown) => app.log.warn({ err }, 'bildirim dağıtımı kuyruğa eklenemedi'));
  const stopHearing = app.recordEvents.onCommitted(fanOutNow);
  // Each owed mail is a row ("due" since the transaction that wrote its notification), each event
  // not yet delivered an outbox row: a start queues both again, on both queues, since the in-process
  // queue lost its waiting jobs with the process and a crash may have come between a commit and its
  // delivery (decisions 048, 059).
  await jobs.send(JOBS.fanOut);
  await jobs.send(JOBS.mailCatchUp);
  await sendOwedDigests(jobs);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    stopHearing();
    await jobs.stop();
  });
}
