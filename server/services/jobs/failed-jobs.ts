import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import { NOTIFICATION_MESSAGES as M } from '../../../shared/watch-messages';
import type { Db } from '../../db/client';
import { failed_jobs } from '../../db/schema/watches';
import { AppError } from '../../lib/errors';
import { audited, type Admin } from '../admin/audited';
import { matchesSearch } from '../catalog/search';
import type { JobQueue } from './job-queue';

// Jobs that failed on every try (decision 044), newest first, for the back office.

export type FailedJobRow = typeof failed_jobs.$inferSelect;

/** A page of rows; the route presents them. */
export async function listFailedJobs(db: Db, query: { search: string; page: number }): Promise<AdminPage<FailedJobRow>> {
  const where = query.search ? matchesSearch(sql`gv_fold(${failed_jobs.queue} || ' ' || ${failed_jobs.error})`, query.search) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(failed_jobs)
      .where(where)
      .orderBy(desc(failed_jobs.failed_at), desc(failed_jobs.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(failed_jobs).where(where),
  ]);
  return { items: rows, total: counted?.n ?? 0, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** One more try of the job under its own id, off the list until it fails again; audited. */
export async function retryFailedJob(db: Db, jobs: JobQueue, admin: Admin, id: string): Promise<{ message: string }> {
  const row = await audited(db, admin, 'failed_jobs', 'retry', async (tx) => {
    const [found] = await tx.delete(failed_jobs).where(eq(failed_jobs.id, id)).returning();
    if (!found) throw new AppError(404, 'NOT_FOUND', M.failedJobNotFound);
    return { entityId: id, before: found, after: null, result: found };
  });
  await jobs.retry(row.queue, row.job_id, row.data as Record<string, unknown>);
  return { message: M.failedJobRetried };
}
