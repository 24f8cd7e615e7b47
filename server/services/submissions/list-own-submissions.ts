import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user_company_submissions, user_project_submissions } from '../../db/schema/contributions';

/** The user's own company and project submissions, newest first; never another user's rows. */
export async function listOwnSubmissions(db: Db, userId: string) {
  const [companyRows, projectRows] = await Promise.all([
    db
      .select()
      .from(user_company_submissions)
      .where(eq(user_company_submissions.user_id, userId))
      .orderBy(desc(user_company_submissions.created_at), desc(user_company_submissions.id)),
    db
      .select()
      .from(user_project_submissions)
      .where(eq(user_project_submissions.user_id, userId))
      .orderBy(desc(user_project_submissions.created_at), desc(user_project_submissions.id)),
  ]);
  return { companyRows, projectRows };
}
