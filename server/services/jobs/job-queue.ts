import { JOB_ATTEMPTS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { failed_jobs } from '../../db/schema/watches';

// Background jobs (docs/decisions/044-watchlists-and-notifications.md): pg-boss on a PostgreSQL
// server, the in-process queue (in-process-queue.ts) on the embedded PGlite, where pg-boss cannot run.
// Both run the same handlers with the same rules: JOB_ATTEMPTS tries with a growing delay, and the
// last failure kept in failed_jobs for the admins.

export interface JobContext {
  id: string;
  /** 1 on the first try, JOB_ATTEMPTS on the last. */
  attempt: number;
}

export type JobHandler = (data: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface SendOptions {
  /**
   * A job id (UUID) that makes the send idempotent: a second send with the same id, from this
   * instance or another, is ignored.
   */
  id?: string;
}

export interface QueueDefinition {
  handler: JobHandler;
  /** At most one job of this queue waits at a time: a send while one waits is absorbed by it (a scan). */
  single?: boolean;
  /**
   * Seconds a try may run before pg-boss counts it as failed and tries again (its default is 15
   * minutes): what a job that was running when its instance died waits before another takes it.
   * The in-process queue dies with its jobs, so it has nothing to wait for.
   */
  expireSeconds?: number;
  /**
   * Work this queue owes that waits outside the queue, in a transactional outbox
   * (docs/decisions/059-a-transactional-outbox-for-record-events.md): true while some does. drain()
   * sends a job while it is, and returns only once it is not.
   */
  pending?: () => Promise<boolean>;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Adds a queue and its worker; all before start(). */
  define(name: string, definition: QueueDefinition): void;
  /** Runs `name` with no data on a schedule (cron in Europe/Istanbul). */
  schedule(name: string, cron: string, data?: Record<string, unknown>): void;
  start(): Promise<void>;
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Many jobs of one queue at once (one insert on pg-boss), each with its own id as in send(). */
  sendMany(name: string, jobs: { data: Record<string, unknown>; id: string }[]): Promise<void>;
  /**
   * One more try of a job that failed on every try, under its own id (so a mail it had claimed is
   * still its own to send): pg-boss's retry, which raises the job's limit by one.
   */
  retry(name: string, id: string, data: Record<string, unknown>): Promise<void>;
  /** Resolves when no job waits or runs, nor any outbox holds work for one (tests). */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface RetryRules {
  /** Seconds before the second try; doubled at each following one. */
  retryDelaySeconds: number;
  /** pg-boss: seconds between its maintenance runs, which expire the jobs past their expireSeconds (its default: 120). */
  maintenanceSeconds?: number;
  /** pg-boss: seconds between an idle worker's polls (server/services/jobs/pg-boss-queue.ts: 2). */
  pollingSeconds?: number;
}

export const retryDelayMs = (rules: RetryRules, attempt: number) => rules.retryDelaySeconds * 1000 * 2 ** (attempt - 1);

/**
 * One try of a job: the handler, and on the last failing try a row in failed_jobs (one per job,
 * whichever instance ran it) before the error goes back to the queue.
 */
export async function runAttempt(db: Db, queue: string, handler: JobHandler, data: Record<string, unknown>, job: JobContext) {
  try {
    await handler(data, job);
  } catch (err) {
    if (job.attempt >= JOB_ATTEMPTS) {
      const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      await db
        .insert(failed_jobs)
        .values({ queue, job_id: job.id, data, attempts: job.attempt, error: error.slice(0, 2000) })
        .onConflictDoNothing();
    }
    throw err;
  }
}

/**
 * drain() of either queue: until no job waits or runs (`idle`, by the queue's own means) and no
 * queue's outbox holds work, sending a job to each queue whose outbox does (a single queue absorbs
 * a send while one waits).
 */
export async function drainQueues(
  queues: ReadonlyMap<string, QueueDefinition>,
  send: (name: string) => Promise<void>,
  idle: (deadline: number) => Promise<void>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await idle(deadline);
    const owed: string[] = [];
    for (const [name, definition] of queues) if (await definition.pending?.()) owed.push(name);
    if (owed.length === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs did not finish in time (still owed: ${owed.join(', ')})`);
    for (const name of owed) await send(name);
  }
}
