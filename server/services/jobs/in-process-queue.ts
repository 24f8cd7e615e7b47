import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_ATTEMPTS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { drainQueues, retryDelayMs, runAttempt, type JobQueue, type QueueDefinition, type RetryRules } from './job-queue';

const ISTANBUL = 'Europe/Istanbul';

/**
 * The queue on the embedded database (one process owns PGlite, so one instance runs every job):
 * pg-boss's rules kept — a job id sent twice runs once, JOB_ATTEMPTS tries with a doubling delay,
 * the last failure kept — with timers instead of polling a table.
 */
export function createInProcessQueue(db: Db, rules: RetryRules, log: FastifyBaseLogger): JobQueue {
  const queues = new Map<string, QueueDefinition>();
  const schedules: { name: string; cron: string; data: Record<string, unknown>; last?: string }[] = [];
  /** Ids sent in this process's life: a send of a known id is ignored, like pg-boss's primary key. */
  const seen = new Set<string>();
  /** Single queues with a job waiting. */
  const waiting = new Set<string>();
  const running = new Set<Promise<void>>();
  /** Pending delays and how to settle them when the queue stops first. */
  const timers = new Map<NodeJS.Timeout, () => void>();
  let stopped = false;
  let clock: NodeJS.Timeout | undefined;

  const track = (promise: Promise<void>) => {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  };

  const later = (ms: number, fn: () => void) => {
    const settled = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });
    track(settled);
  };

  const attempt = (name: string, id: string, data: Record<string, unknown>, n: number) => {
    if (stopped) return;
    const definition = queues.get(name)!;
    if (definition.single) waiting.delete(name);
    track(
      runAttempt(db, name, definition.handler, data, { id, attempt: n }).then(
        () => void seen.delete(id),
        (err: unknown) => {
          if (n >= JOB_ATTEMPTS) {
            seen.delete(id);
            log.error({ err, queue: name, job: id }, 'iş son denemede de başarısız oldu');
            return;
          }
          log.warn({ err, queue: name, job: id, attempt: n }, 'iş başarısız oldu, yeniden denenecek');
          later(retryDelayMs(rules, n), () => attempt(name, id, data, n + 1));
        },
      ),
    );
  };

  /** The Istanbul minute "YYYY-MM-DD HH:MM", its weekday (0 Sunday) and hour/minute, for the cron check. */
  const istanbulNow = () => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: ISTANBUL, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' })
        .formatToParts(new Date())
        .map((p) => [p.type, p.value]),
    );
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
    return { minuteKey: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`, weekday, hour: Number(parts.hour), minute: Number(parts.minute) };
  };

  /** The cron subset the schedules use: "m h * * dow" with numbers, "*" or "*\/n" (every n-th). */
  const due = (cron: string, now: ReturnType<typeof istanbulNow>) => {
    const [m, h, , , dow] = cron.split(' ');
    const ok = (field: string | undefined, value: number) =>
      field === '*' || (field?.startsWith('*/') ? value % Number(field.slice(2)) === 0 : Number(field) === value);
    return ok(m, now.minute) && ok(h, now.hour) && ok(dow, now.weekday);
  };

  return {
    kind: 'in-process',
    define(name, definition) {
      queues.set(name, definition);
    },
    schedule(name, cron, data = {}) {
      schedules.push({ name, cron, data });
    },
    async start() {
      clock = setInterval(() => {
        const now = istanbulNow();
        for (const entry of schedules) {
          if (entry.last !== now.minuteKey && due(entry.cron, now)) {
            entry.last = now.minuteKey;
            void this.send(entry.name, entry.data);
          }
        }
      }, 15_000);
      clock.unref();
    },
    async send(name, data = {}, options = {}) {
      if (stopped) return;
      const definition = queues.get(name);
      if (!definition) throw new Error(`unknown queue ${name}`);
      const id = options.id ?? randomUUID();
      if (seen.has(id)) return;
      seen.add(id);
      if (definition.single) {
        if (waiting.has(name)) return;
        waiting.add(name);
      }
      // After the caller's response: like a queue, the job runs on its own turn.
      later(0, () => attempt(name, id, data, 1));
    },
    async sendMany(name, jobs) {
      for (const job of jobs) await this.send(name, job.data, { id: job.id });
    },
    async retry(name, id, data) {
      if (stopped || !queues.has(name) || seen.has(id)) return;
      seen.add(id);
      later(0, () => attempt(name, id, data, JOB_ATTEMPTS));
    },
    async drain(timeoutMs = 30_000) {
      await drainQueues(
        queues,
        (name) => this.send(name),
        async (deadline) => {
          while (running.size > 0) {
            if (Date.now() > deadline) throw new Error('jobs did not finish in time');
            await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, 50))]);
          }
        },
        timeoutMs,
      );
    },
    async stop() {
      stopped = true;
      if (clock) clearInterval(clock);
      for (const [timer, settle] of timers) {
        clearTimeout(timer);
        settle();
      }
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
