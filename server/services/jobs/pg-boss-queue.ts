import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { JOB_ATTEMPTS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { drainQueues, runAttempt, type JobQueue, type QueueDefinition, type RetryRules } from './job-queue';

const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;
/**
 * How often an idle worker asks for a job: pg-boss's own default. A job this instance sends wakes its
 * own worker at once (send, sendMany, retry), and a worker that finishes a job asks for the next at
 * once, so only a job sent by another instance, a retry after its delay or a schedule's job waits for
 * the poll. At 0.5 s, the 14 queues' polls cost an idle instance about 60 ms of CPU a second between
 * it and PostgreSQL; at 2 s, about 26 (docs/benchmarks.md, "An idle instance's job queue").
 */
const POLLING_SECONDS = 2;

/**
 * pg-boss 10 on the app's own PostgreSQL pool (its `db` adapter: no second pool). Every instance
 * runs workers; a job is fetched by one of them (SKIP LOCKED), a job id sent twice is one job (the
 * table's key), and a single queue (policy "short") holds at most one waiting job.
 */
export function createPgBossQueue(pool: pg.Pool, db: Db, rules: RetryRules, log: FastifyBaseLogger): JobQueue {
  // pg-boss's stop() can resolve while a worker's fetch is still on its way: the job it brings then
  // runs, and is completed, on a pool the app has already closed. Every query and handler is
  // counted, and stop() waits for the count to reach zero.
  let busy = 0;
  const counted = async <T>(work: () => Promise<T>) => {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => counted(() => pool.query(text, values)) },
    schema: SCHEMA,
    ...(rules.maintenanceSeconds ? { maintenanceIntervalSeconds: rules.maintenanceSeconds } : {}),
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (err) => log.warn({ err }, 'pg-boss hatası'));
  const queues = new Map<string, QueueDefinition>();
  /** Each queue's worker on this instance, woken when this instance sends it a job. */
  const workers = new Map<string, string>();
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };
  const schedules: { name: string; cron: string; data: Record<string, unknown> }[] = [];

  return {
    kind: 'pg-boss',
    define(name, definition) {
      queues.set(name, definition);
    },
    schedule(name, cron, data = {}) {
      schedules.push({ name, cron, data });
    },
    async start() {
      await boss.start();
      for (const [name, definition] of queues) {
        const options = {
          name,
          policy: definition.single ? ('short' as const) : ('standard' as const),
          retryLimit: JOB_ATTEMPTS - 1,
          retryDelay: rules.retryDelaySeconds,
          retryBackoff: rules.retryDelaySeconds > 0,
          ...(definition.expireSeconds ? { expireInSeconds: definition.expireSeconds } : {}),
          // Completed jobs are pruned by pg-boss; failures are also kept in failed_jobs.
          retentionDays: 7,
        };
        // createQueue is idempotent across instances (ON CONFLICT in pg-boss); updateQueue carries a changed rule.
        await boss.createQueue(name, options);
        await boss.updateQueue(name, options);
        const worker: { id?: string } = {};
        worker.id = await boss.work<Record<string, unknown>>(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: rules.pollingSeconds ?? POLLING_SECONDS }, async ([job]) => {
          if (!job) return;
          try {
            await counted(() => runAttempt(db, name, definition.handler, job.data ?? {}, { id: job.id, attempt: job.retryCount + 1 }));
          } finally {
            // A worker that found a job asks for the next at once: pg-boss would otherwise wait out its
            // polling interval after each job, two mails a second, 30 minutes for a 3,600-mail import.
            if (worker.id) boss.notifyWorker(worker.id);
          }
        });
        workers.set(name, worker.id);
      }
      for (const entry of schedules) await boss.schedule(entry.name, entry.cron, entry.data, { tz: 'Europe/Istanbul' });
    },
    async send(name, data = {}, options = {}) {
      const definition = queues.get(name);
      if (!definition) throw new Error(`unknown queue ${name}`);
      await boss.send(name, data, { ...(options.id ? { id: options.id } : {}), ...(definition.single ? { singletonKey: name } : {}) });
      wake(name);
    },
    async sendMany(name, jobs) {
      if (!queues.has(name)) throw new Error(`unknown queue ${name}`);
      // pg-boss's insert skips an id it already holds (ON CONFLICT DO NOTHING), like send.
      for (let i = 0; i < jobs.length; i += 1000) await boss.insert(jobs.slice(i, i + 1000).map((job) => ({ name, id: job.id, data: job.data })));
      if (jobs.length > 0) wake(name);
    },
    async retry(name, id, data) {
      const job = await boss.getJobById(name, id);
      // A job pg-boss has already archived is sent again under the same id (the job table no longer holds it).
      if (job?.state === 'failed') await boss.retry(name, id);
      else if (!job) await boss.send(name, data, { id });
      wake(name);
    },
    async drain(timeoutMs = 30_000) {
      const names = [...queues.keys()];
      await drainQueues(
        queues,
        (name) => this.send(name),
        async (deadline) => {
          for (;;) {
            const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1) AND state < 'completed'`, [names]);
            if (rows[0].n === 0) return;
            if (Date.now() > deadline) throw new Error('jobs did not finish in time');
            await new Promise((r) => setTimeout(r, 100));
          }
        },
        timeoutMs,
      );
    },
    async stop() {
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // Polled between macrotasks: a fetch's answer starts its handler, and a handler's end its
      // completion query, within the same task, so the count never reads zero in between.
      while (busy > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      if (busy > 0) log.warn({ busy }, 'pg-boss durdurulurken süren işler bitmedi');
    },
  };
}
