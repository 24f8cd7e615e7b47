import { desc, eq, sql } from 'drizzle-orm';
import { COMPANY_SUGGESTION_FIELDS, PROJECT_SUGGESTION_FIELDS } from '../../../shared/constants';
import { REVIEW_MESSAGES as M, type ReviewKind, type SuggestionList } from '../../../shared/schemas/admin/reviews';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { CORRECTION_MESSAGES, type DecideCorrection } from '../../../shared/schemas/corrections';
import { companyEvents, correctionEvent, projectEvents, writeEvents } from '../history/record-events';
import { documentsOf, shownSource } from '../corrections/shown-sources';
import { representativeSourceId } from '../corrections/representative-source';
import { changedColumns, isEmpty } from './changed-columns';
import { audited, type Admin } from './audited';
import { compareFields, labelsOf, reviewDisplay } from './review-display';

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
  const documents = await documentsOf(db, all.map((r) => r.suggestion));
  const present = (kind: ReviewKind) => (r: (typeof projectRows)[number]) => ({
    id: r.suggestion.id,
    item_id: r.item.id,
    item_name: kind === 'projects' ? r.item.project_name : (r.item as unknown as typeof companies.$inferSelect).company_name,
    status: r.suggestion.status,
    created_at: r.suggestion.created_at.toISOString(),
    suggested_by: r.by,
    admin_feedback: r.suggestion.admin_feedback,
    by_representative: r.suggestion.by_representative,
    // A representative's correction, or a suggestion decided field by field, tells each field's source and decision (decision 070).
    fields: compareFields(kind, display, r.item as unknown as Record<string, unknown>, r.suggestion.suggested_data).map((field) =>
      r.suggestion.by_representative || r.suggestion.field_decisions
        ? {
            ...field,
            source: shownSource(r.suggestion.field_sources?.[field.key], documents, { forAdmin: true }),
            decision: r.suggestion.field_decisions?.[field.key]?.decision ?? null,
            reason: r.suggestion.field_decisions?.[field.key]?.reason ?? null,
          }
        : field,
    ),
  });
  return { projects: projectRows.map(present('projects')), companies: companyRows.map(present('companies')) };
}

type Suggestion = typeof project_suggestions.$inferSelect & { company_id?: string };

/** Locks the suggestion; 404 when missing, 409 once decided. */
async function pendingSuggestion(tx: Db, kind: ReviewKind, id: string): Promise<Suggestion> {
  const s = TABLES[kind].suggestions as typeof project_suggestions;
  const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (row.status !== 'pending') throw new AppError(409, 'ALREADY_DECIDED', M.alreadyDecided);
  return row as Suggestion;
}

/**
 * Writes the approved fields of a suggestion to its item, atomically with their history (the
 * caller's transaction). Only the fields a suggestion may carry, and of those only what differs
 * from the record (decision 031): a suggestion that repeats the stored values leaves the row, its
 * updated_at and its history alone (decision 052). A representative's correction is one event of
 * origin 'company' with each field's source (decision 070); a member's suggestion keeps its origin.
 */
async function applyFields(tx: Db, admin: Admin, kind: ReviewKind, suggestion: Suggestion, keys: readonly string[]) {
  const t = TABLES[kind];
  const item = t.item as typeof projects;
  const itemId = kind === 'projects' ? suggestion.project_id : suggestion.company_id!;
  const allowed = new Set<string>(t.fields);
  const approved = new Set(keys);
  const suggested = Object.fromEntries(Object.entries(suggestion.suggested_data).filter(([key]) => allowed.has(key) && approved.has(key)));
  const [before] = await tx.select().from(item).where(eq(item.id, itemId)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
  const values = changedColumns(before, suggested);
  const [after] = isEmpty(values) ? [before] : await tx.update(item).set({ ...values, updated_at: new Date() }).where(eq(item.id, itemId)).returning();
  // The stored values (as the columns hold them), of the fields written; dated the day it is approved.
  const stored = Object.fromEntries(Object.keys(values).map((key) => [key, (after as Record<string, unknown>)[key]]));
  const entity = kind === 'projects' ? 'project' : 'company';
  if (suggestion.by_representative) {
    const fieldSources = Object.fromEntries(Object.entries(suggestion.field_sources ?? {}).filter(([key]) => key in stored));
    const context = { origin: 'company' as const, actorId: admin.id, sourceId: await representativeSourceId(tx), fieldSources };
    await writeEvents(tx, correctionEvent(entity, itemId, before, stored, context));
  } else {
    const context = { origin: 'suggestion' as const, actorId: admin.id };
    await writeEvents(tx, kind === 'projects' ? projectEvents(itemId, before, stored, context) : companyEvents(itemId, before, stored, context));
  }
  return { itemId, before, after };
}

export function approveSuggestion(db: Db, admin: Admin, kind: ReviewKind, id: string) {
  const s = TABLES[kind].suggestions as typeof project_suggestions;
  return audited(db, admin, kind, 'approve_suggestion', async (tx) => {
    const suggestion = await pendingSuggestion(tx, kind, id);
    const keys = Object.keys(suggestion.suggested_data);
    const { itemId, before, after } = await applyFields(tx, admin, kind, suggestion, keys);
    await tx
      .update(s)
      .set({
        status: 'approved',
        reviewed_by: admin.id,
        reviewed_at: new Date(),
        // A representative's correction approved whole: every field approved, and the mail owed (decision 070).
        ...(suggestion.by_representative ? { field_decisions: Object.fromEntries(keys.map((key) => [key, { decision: 'approved' as const }])), decision_mail_state: 'due' } : {}),
      })
      .where(eq(s.id, id));
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
      .set({
        status: 'rejected',
        admin_feedback: feedback,
        reviewed_by: admin.id,
        reviewed_at: new Date(),
        ...(before.by_representative
          ? { field_decisions: Object.fromEntries(Object.keys(before.suggested_data).map((key) => [key, { decision: 'rejected' as const, reason: feedback }])), decision_mail_state: 'due' }
          : {}),
      })
      .where(eq(s.id, id))
      .returning();
    return { entityId: id, before, after, result: { message: M.suggestionRejected } };
  });
}

/**
 * Field by field (decision 070): every field of the suggestion gets a decision; the approved ones
 * are written as one change with its history, the rejected ones keep their reasons for the member.
 * The suggestion is approved when any field was, else rejected.
 */
export function decideSuggestion(db: Db, admin: Admin, kind: ReviewKind, id: string, decisions: DecideCorrection['decisions']) {
  const s = TABLES[kind].suggestions as typeof project_suggestions;
  return audited(db, admin, kind, 'decide_suggestion', async (tx) => {
    const suggestion = await pendingSuggestion(tx, kind, id);
    const keys = Object.keys(suggestion.suggested_data);
    const given = Object.keys(decisions);
    if (keys.length !== given.length || keys.some((key) => !(key in decisions))) {
      throw new AppError(400, 'VALIDATION_ERROR', CORRECTION_MESSAGES.decisionsIncomplete, { fields: keys });
    }
    const approvedKeys = keys.filter((key) => decisions[key]!.decision === 'approved');
    const { itemId, before, after } = await applyFields(tx, admin, kind, suggestion, approvedKeys);
    const reasons = keys.flatMap((key) => {
      const d = decisions[key]!;
      return d.decision === 'rejected' ? [`${labelsOf(kind)[key] ?? key}: ${d.reason}`] : [];
    });
    const fieldDecisions = Object.fromEntries(keys.map((key) => [key, decisions[key]!]));
    await tx
      .update(s)
      .set({
        status: approvedKeys.length > 0 ? 'approved' : 'rejected',
        admin_feedback: reasons.length > 0 ? reasons.join('\n') : null,
        field_decisions: fieldDecisions,
        reviewed_by: admin.id,
        reviewed_at: new Date(),
        decision_mail_state: suggestion.by_representative ? 'due' : null,
      })
      .where(eq(s.id, id));
    return { entityId: itemId, before, after: { ...after, suggestion_id: id, field_decisions: fieldDecisions }, result: { message: CORRECTION_MESSAGES.decided } };
  });
}
