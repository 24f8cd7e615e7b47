import { desc, eq, sql } from 'drizzle-orm';
import { COMPANY_SUGGESTION_FIELDS, PROJECT_SUGGESTION_FIELDS } from '../../../shared/constants';
import { REVIEW_MESSAGES as M, type ReviewKind, type SuggestionList } from '../../../shared/schemas/admin/reviews';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { projectEvents, writeEvents } from '../history/record-events';
import { changedColumns, isEmpty } from './changed-columns';
import { audited, type Admin } from './audited';
import { compareFields, reviewDisplay } from './review-display';

// Suggestion review (docs/product-rules.md#reviews): pending suggestions first, approve writes the
// suggested values to the item, reject records why.

/** The review tables show at most this many rows of each kind (pending ones first). */
export const SUGGESTIONS_SHOWN = 300;

const TABLES = {
  projects: { suggestions: project_suggestions, item: projects, link: project_suggestions.project_id, fields: PROJECT_SUGGESTION_FIELDS, name: projects.project_name },
  companies: { suggestions: company_suggestions, item: companies, link: company_suggestions.company_id, fields: COMPANY_SUGGESTION_FIELDS, name: companies.company_name },
} as const;

async function rowsOf(db: Db, kind: ReviewKind) {
  const t = TABLES[kind];
  const s = t.suggestions as typeof project_suggestions;
  const item = t.item as typeof projects;
  return db
    .select({ suggestion: s, item, by: users.email })
    .from(s)
    .innerJoin(item, eq(item.id, t.link as typeof project_suggestions.project_id))
    .leftJoin(users, eq(users.id, s.suggested_by))
    .orderBy(sql`${s.status} = 'pending' DESC`, desc(s.created_at), desc(s.id))
    .limit(SUGGESTIONS_SHOWN);
}

export async function listSuggestions(db: Db): Promise<SuggestionList> {
  const [projectRows, companyRows] = await Promise.all([rowsOf(db, 'projects'), rowsOf(db, 'companies')]);
  const all = [...projectRows, ...companyRows];
  const display = await reviewDisplay(db, all.flatMap((r) => [r.suggestion.suggested_data, r.item as unknown as Record<string, unknown>]));
  const present = (kind: ReviewKind) => (r: (typeof projectRows)[number]) => ({
    id: r.suggestion.id,
    item_id: r.item.id,
    item_name: kind === 'projects' ? r.item.project_name : (r.item as unknown as typeof companies.$inferSelect).company_name,
    status: r.suggestion.status,
    created_at: r.suggestion.created_at.toISOString(),
    suggested_by: r.by,
    admin_feedback: r.suggestion.admin_feedback,
    fields: compareFields(kind, display, r.item as unknown as Record<string, unknown>, r.suggestion.suggested_data),
  });
  return { projects: projectRows.map(present('projects')), companies: companyRows.map(present('companies')) };
}

/** Locks the suggestion; 404 when missing, 409 once decided. */
async function pendingSuggestion(tx: Db, kind: ReviewKind, id: string) {
  const s = TABLES[kind].suggestions as typeof project_suggestions;
  const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (row.status !== 'pending') throw new AppError(409, 'ALREADY_DECIDED', M.alreadyDecided);
  return row as typeof row & { company_id?: string };
}

export function approveSuggestion(db: Db, admin: Admin, kind: ReviewKind, id: string) {
  const t = TABLES[kind];
  const s = t.suggestions as typeof project_suggestions;
  const item = t.item as typeof projects;
  return audited(db, admin, kind, 'approve_suggestion', async (tx) => {
    const suggestion = await pendingSuggestion(tx, kind, id);
    const itemId = kind === 'projects' ? suggestion.project_id : suggestion.company_id!;
    // Only the fields a suggestion may carry reach the item (docs/product-rules.md#reviews: minus any embedded objects).
    const allowed = new Set<string>(t.fields);
    const suggested = Object.fromEntries(Object.entries(suggestion.suggested_data).filter(([key]) => allowed.has(key)));
    const [before] = await tx.select().from(item).where(eq(item.id, itemId)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    // Only what differs from the record is written (decision 031): a suggestion that repeats the
    // stored values leaves the row, its updated_at and its history alone (decision 052).
    const values = changedColumns(before, suggested);
    const [after] = isEmpty(values) ? [before] : await tx.update(item).set({ ...values, updated_at: new Date() }).where(eq(item.id, itemId)).returning();
    // A project's status, capacity or parties changed by a member's suggestion: dated the day it is approved.
    // The stored values (as the columns hold them), of the fields the suggestion carried.
    if (kind === 'projects') {
      const stored = Object.fromEntries(Object.keys(values).map((key) => [key, (after as Record<string, unknown>)[key]]));
      await writeEvents(tx, projectEvents(itemId, before, stored, { origin: 'suggestion', actorId: admin.id }));
    }
    await tx.update(s).set({ status: 'approved', reviewed_by: admin.id, reviewed_at: new Date() }).where(eq(s.id, id));
    return { entityId: itemId, before, after: { ...after, suggestion_id: id }, result: { message: M.suggestionApproved } };
  });
}

export function rejectSuggestion(db: Db, admin: Admin, kind: ReviewKind, id: string, feedback: string) {
  const s = TABLES[kind].suggestions as typeof project_suggestions;
  const entity = kind === 'projects' ? 'project_suggestions' : 'company_suggestions';
  return audited(db, admin, entity, 'reject', async (tx) => {
    const before = await pendingSuggestion(tx, kind, id);
    const [after] = await tx
      .update(s)
      .set({ status: 'rejected', admin_feedback: feedback, reviewed_by: admin.id, reviewed_at: new Date() })
      .where(eq(s.id, id))
      .returning();
    return { entityId: id, before, after, result: { message: M.suggestionRejected } };
  });
}
