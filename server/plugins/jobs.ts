import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createInProcessQueue } from '../services/jobs/in-process-queue';
import type { JobQueue } from '../services/jobs/job-queue';
import { createPgBossQueue } from '../services/jobs/pg-boss-queue';
import { defineNotificationJobs, JOBS } from '../services/watches/notification-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Background jobs (docs/decisions/044-watchlists-and-notifications.md): pg-boss on a PostgreSQL
 * server, the in-process queue on the embedded PGlite. Started after the mailer is decorated.
 */
export async function registerJobs(app: FastifyInstance, config: Config, database: Database) {
  const rules = { retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS };
  const jobs =
    database.driver.kind === 'postgres'
      ? createPgBossQueue(database.driver.pool, database.db, rules, app.log)
      : createInProcessQueue(database.db, rules, app.log);
  defineNotificationJobs(jobs, { db: database.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }, app.log, (userIds) => app.realtime.notifyUsers(userIds));
  await jobs.start();
  // The in-process queue keeps its waiting jobs in memory: a restart would drop the immediate mails it
  // still owed (the notifications themselves are rows). Each start sends them again, once. pg-boss
  // keeps waiting jobs in PostgreSQL, so a restart there loses none.
  if (jobs.kind === 'in-process') await jobs.send(JOBS.mailCatchUp);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  // Every history event is written by a back-office write (edits, approvals, imports, capacity
  // entries): once its handler has committed, the fan-out is queued before the admin gets the answer
  // (one insert), so the followers' notifications do not wait for the minute's schedule.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.routeOptions.url?.startsWith('/api/admin/')) {
      await jobs.send(JOBS.fanOut).catch((err: unknown) => app.log.warn({ err }, 'bildirim dağıtımı kuyruğa eklenemedi'));
    }
    return payload;
  });
}
