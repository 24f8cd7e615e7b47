import { desc, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES as M, type ReviewKind, type SubmissionList } from '../../../shared/schemas/admin/reviews';
import { companySubmissionSchema, projectSubmissionSchema } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { projectEvents, writeEvents } from '../history/record-events';
import { audited, type Admin } from './audited';
import { checkCompanyReferences, companyColumns } from './catalog-companies';
import { checkProjectReferences, projectColumns } from './catalog-projects';
import { reviewDisplay, submittedFields } from './review-display';

// Submission review (docs/product-rules.md#reviews): approving creates the company (carrying the submitter's
// user id) or the project and marks the submission, in one transaction; rejecting needs feedback.

export const SUBMISSIONS_SHOWN = 300;

const nameOf = (kind: ReviewKind, data: Record<string, unknown>) => String((kind === 'companies' ? data.company_name : data.project_name) ?? '');

export async function listSubmissions(db: Db): Promise<SubmissionList> {
  const query = (kind: ReviewKind) => {
    const t = (kind === 'companies' ? user_company_submissions : user_project_submissions) as typeof user_company_submissions;
    return db
      .select({ row: t, email: users.email })
      .from(t)
      .leftJoin(users, eq(users.id, t.user_id))
      .orderBy(sql`${t.status} = 'pending' DESC`, desc(t.created_at), desc(t.id))
      .limit(SUBMISSIONS_SHOWN);
  };
  const pendingCount = (t: typeof user_company_submissions) => db.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.status, 'pending'));
  const [companyRows, projectRows, [pc], [pp]] = await Promise.all([
    query('companies'),
    query('projects'),
    pendingCount(user_company_submissions),
    pendingCount(user_project_submissions as unknown as typeof user_company_submissions),
  ]);
  const dataOf = (kind: ReviewKind, row: (typeof companyRows)[number]['row']) =>
    (kind === 'companies' ? row.company_data : (row as unknown as typeof user_project_submissions.$inferSelect).project_data) ?? {};
  const display = await reviewDisplay(db, [...companyRows.map((r) => dataOf('companies', r.row)), ...projectRows.map((r) => dataOf('projects', r.row))]);
  const present = (kind: ReviewKind) => (r: (typeof companyRows)[number]) => ({
    id: r.row.id,
    name: nameOf(kind, dataOf(kind, r.row)),
    user_email: r.email,
    status: r.row.status,
    admin_feedback: r.row.admin_feedback,
    created_at: r.row.created_at.toISOString(),
    fields: submittedFields(kind, display, dataOf(kind, r.row)),
  });
  return { companies: companyRows.map(present('companies')), projects: projectRows.map(present('projects')), pending: { companies: pc!.n, projects: pp!.n } };
}

async function pendingSubmission(tx: Db, kind: ReviewKind, id: string) {
  const t = (kind === 'companies' ? user_company_submissions : user_project_submissions) as typeof user_company_submissions;
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (row.status !== 'pending') throw new AppError(409, 'ALREADY_DECIDED', M.alreadyDecided);
  return row as typeof row & { project_data?: Record<string, unknown> };
}

/** The stored data read again with today's rules; stale or broken data cannot be approved. */
function parsed<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError(400, 'INVALID_SUBMISSION', M.invalidData);
  return result.data;
}

export function approveSubmission(db: Db, admin: Admin, kind: ReviewKind, id: string, feedback: string | undefined) {
  const message = feedback || M.defaultApproval;
  return audited(db, admin, kind, 'approve_submission', async (tx) => {
    const submission = await pendingSubmission(tx, kind, id);
    const reviewed = { status: 'approved' as const, admin_feedback: message, reviewed_by: admin.id, reviewed_at: new Date() };
    if (kind === 'companies') {
      const data = parsed(companySubmissionSchema, submission.company_data);
      const values = { ...data, user_id: submission.user_id, is_verified: false };
      await checkCompanyReferences(tx, values);
      const [row] = await tx.insert(companies).values(companyColumns(values)).returning();
      await tx.update(user_company_submissions).set({ ...reviewed, company_id: row!.id }).where(eq(user_company_submissions.id, id));
      return { entityId: row!.id, after: { ...row, submission_id: id }, result: { id: row!.id, message: M.submissionApproved } };
    }
    const { owners_engineering, ...data } = parsed(projectSubmissionSchema, submission.project_data);
    // A typed owners engineering firm is the free-text consulting field of the project (docs/product-rules.md#admin-catalogue).
    const values = { ...data, inspection_consulting: data.inspection_consulting ?? (data.owners_engineering_company_id ? undefined : owners_engineering), is_verified: false };
    await checkProjectReferences(tx, values);
    const [row] = await tx.insert(projects).values(projectColumns(values)).returning();
    // The project's history starts with the member's submission, the day an admin approves it.
    await writeEvents(tx, projectEvents(row!.id, null, row!, { origin: 'suggestion', actorId: admin.id }));
    await tx.update(user_project_submissions).set({ ...reviewed, project_id: row!.id }).where(eq(user_project_submissions.id, id));
    return { entityId: row!.id, after: { ...row, submission_id: id }, result: { id: row!.id, message: M.submissionApproved } };
  });
}

export function rejectSubmission(db: Db, admin: Admin, kind: ReviewKind, id: string, feedback: string) {
  const t = (kind === 'companies' ? user_company_submissions : user_project_submissions) as typeof user_company_submissions;
  const entity = kind === 'companies' ? 'user_company_submissions' : 'user_project_submissions';
  return audited(db, admin, entity, 'reject', async (tx) => {
    const before = await pendingSubmission(tx, kind, id);
    const [after] = await tx.update(t).set({ status: 'rejected', admin_feedback: feedback, reviewed_by: admin.id, reviewed_at: new Date() }).where(eq(t.id, id)).returning();
    return { entityId: id, before, after, result: { message: M.submissionRejected } };
  });
}
