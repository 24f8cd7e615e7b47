import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import { rescanQueued, rescansPending } from './duplicates';

// The rescan of duplicate candidates (docs/decisions/065-duplicate-candidates.md): triggers on the
// catalogue's tables queue each changed record in its writer's transaction and announce the commit
// (payload DUPLICATES_PAYLOAD on the record events' channel); this job takes the queue.

export const DUPLICATE_JOBS = { rescan: 'quality-duplicates-rescan' } as const;

/** The triggers' payload (drizzle migration `data_quality_candidates`). */
export const DUPLICATES_PAYLOAD = 'duplicates';

export function defineDuplicateJobs(jobs: JobQueue, db: Db, log: FastifyBaseLogger) {
  jobs.define(DUPLICATE_JOBS.rescan, {
    single: true,
    expireSeconds: 600,
    pending: () => rescansPending(db),
    handler: async () => {
      const records = await rescanQueued(db);
      if (records > 0) log.info({ records }, 'olası kopyalar yeniden tarandı');
    },
  });
  // A wake-up lost with a listening connection waits at most a minute.
  jobs.schedule(DUPLICATE_JOBS.rescan, '* * * * *');
}
