import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CORRECTION_MAIL_JOBS, defineCorrectionMailJobs } from '../services/corrections/decision-mails';
import { defineDuplicateJobs, DUPLICATES_PAYLOAD, DUPLICATE_JOBS } from '../services/quality/duplicate-jobs';
import { createInProcessQueue } from '../services/jobs/in-process-queue';
import type { JobQueue } from '../services/jobs/job-queue';
import { createPgBossQueue } from '../services/jobs/pg-boss-queue';
import { defineQualityJobs, QUALITY_JOBS } from '../services/quality/snapshots';
import { CLAIM_JOBS, defineCompanyClaimJobs } from '../services/company-claims/claim-jobs';
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
  defineCorrectionMailJobs(jobs, { db: database.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }, config.MAIL_JOB_TIMEOUT_SECONDS);
  defineQualityJobs(jobs, database.db);
  defineCompanyClaimJobs(jobs, { db: database.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }, { mailTimeoutSeconds: config.MAIL_JOB_TIMEOUT_SECONDS });
  defineDuplicateJobs(jobs, database.db, app.log);
  await jobs.start();
  // Every history event is queued for its followers in its writer's transaction (an outbox row,
  // services/history/record-events.ts), and its commit is announced on a channel: the fan-out runs
  // once it is heard, whatever wrote the event (docs/decisions/059-a-transactional-outbox-for-record-events.md).
  // A change of a catalogue record's name, place or capacity is announced on the same channel, with
  // its own payload, by the triggers that queue its duplicate rescan (docs/decisions/065-duplicate-candidates.md).
  const fanOutNow = () => void jobs.send(JOBS.fanOut).catch((err: unknown) => app.log.warn({ err }, 'bildirim dağıtımı kuyruğa eklenemedi'));
  const rescanNow = () => void jobs.send(DUPLICATE_JOBS.rescan).catch((err: unknown) => app.log.warn({ err }, 'kopya taraması kuyruğa eklenemedi'));
  // null: the listening connection was lost and is back, so anything may be owed.
  const stopHearing = app.recordEvents.onCommitted((kinds) => {
    const duplicatesOnly = kinds !== null && kinds.size === 1 && kinds.has(DUPLICATES_PAYLOAD);
    if (!duplicatesOnly) fanOutNow();
    if (kinds === null || kinds.has(DUPLICATES_PAYLOAD)) rescanNow();
  });
  // Each owed mail is a row ("due" since the transaction that wrote its notification), each event
  // not yet delivered an outbox row: a start queues both again, on both queues, since the in-process
  // queue lost its waiting jobs with the process and a crash may have come between a commit and its
  // delivery (decisions 048, 059).
  await jobs.send(JOBS.fanOut);
  await jobs.send(DUPLICATE_JOBS.rescan);
  await jobs.send(JOBS.mailCatchUp);
  await jobs.send(CORRECTION_MAIL_JOBS.catchUp);
  await jobs.send(CLAIM_JOBS.sweep);
  await sendOwedDigests(jobs);
  // Today's gap counts, if no run or dashboard read took them yet (docs/decisions/067-data-quality-gaps-and-coverage.md).
  await jobs.send(QUALITY_JOBS.snapshot);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    stopHearing();
    await jobs.stop();
  });
}
