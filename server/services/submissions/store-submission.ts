import { sql } from 'drizzle-orm';
import { SUBMISSIONS_PER_HOUR } from '../../../shared/constants';
import { SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `insert` unless the member has already sent SUBMISSIONS_PER_HOUR submissions (companies and
 * projects together) in the last hour: each one notifies the operators, so a script must not flood them.
 * One member's submissions are counted and stored one at a time, so a burst cannot pass the limit.
 */
export async function storeSubmission<T>(db: Db, userId: string, insert: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('submissions:' || ${userId}))`);
    const since = new Date(Date.now() - 3_600_000);
    const [{ n }] = (await queryRows<{ n: number | string }>(
      tx,
      sql`SELECT (SELECT count(*) FROM ${user_company_submissions} WHERE ${user_company_submissions.user_id} = ${userId} AND ${user_company_submissions.created_at} > ${since})
           + (SELECT count(*) FROM ${user_project_submissions} WHERE ${user_project_submissions.user_id} = ${userId} AND ${user_project_submissions.created_at} > ${since}) AS n`,
    )) as [{ n: number | string }];
    if (Number(n) >= SUBMISSIONS_PER_HOUR) throw new AppError(429, 'TOO_MANY_SUBMISSIONS', SUBMISSION_MESSAGES.tooMany, { retryAfterSeconds: 3600 });
    return insert(tx);
  });
}
