import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CORRECTIONS_PER_HOUR } from '../../../shared/constants';
import { CORRECTION_MESSAGES, type CorrectionBody, type CorrectionSource } from '../../../shared/schemas/corrections';
import { companySuggestionValuesSchema, projectSuggestionValuesSchema, SUGGESTION_MESSAGES } from '../../../shared/schemas/suggestions';
import type { Db } from '../../db/client';
import { company_suggestions, correction_documents, project_suggestions } from '../../db/schema/contributions';
import { districts } from '../../db/schema/reference';
import { queryRows } from '../../db/query-rows';
import { escapeTelegramHtml, type Notifier } from '../../integrations/notifier/notifier';
import { AppError } from '../../lib/errors';
import { changedColumns, isEmpty } from '../admin/changed-columns';
import { lockMember } from '../users/lock-member';
import type { CorrectionTarget } from './correction-target';

// A representative's correction (docs/decisions/070-field-corrections-and-change-log.md): the values are
// checked as a member's suggestion's are, only the fields whose value differs from the record are kept,
// each with its source, and the correction waits in the suggestion review marked as the company's.

function refuse(message: string, path?: string): never {
  throw new AppError(400, 'VALIDATION_ERROR', message, path ? { path } : undefined);
}

export async function createCorrection(
  deps: { db: Db; notifier: Notifier },
  user: { id: string; email: string },
  target: CorrectionTarget,
  body: CorrectionBody,
  locked: readonly string[] = [],
) {
  const allowed = new Set(target.fields);
  const forbidden = Object.keys(body.values).filter((key) => !allowed.has(key));
  if (forbidden.length > 0) throw new AppError(400, 'FIELD_NOT_ALLOWED', `${SUGGESTION_MESSAGES.fieldNotAllowed}: ${forbidden.join(', ')}`, { fields: forbidden });
  const schema: z.ZodType<Record<string, unknown>> = target.kind === 'projects' ? projectSuggestionValuesSchema : companySuggestionValuesSchema;
  const parsed = schema.safeParse(body.values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    refuse(issue.message, issue.path.join('.'));
  }
  // Only what differs from the record is a correction: an untouched field never changes (decision 031).
  // A field whose stored value this member may not see is never compared with it: a refusal or a
  // dropped field would tell them whether what they typed is the hidden value. It is kept as proposed,
  // and the review shows the admin whether it differs.
  const changed: Record<string, unknown> = { ...changedColumns(target.row, parsed.data) };
  for (const field of locked) if (field in parsed.data) changed[field] = parsed.data[field];
  if (isEmpty(changed)) throw new AppError(400, 'NOTHING_CHANGED', CORRECTION_MESSAGES.nothingChanged);
  const district = changed.district_id ?? (changed.city_id !== undefined ? null : undefined);
  const city = changed.city_id ?? target.row.city_id;
  if (typeof district === 'string' && typeof city === 'string') {
    const [match] = await deps.db.select({ id: districts.id }).from(districts).where(and(eq(districts.id, district), eq(districts.city_id, city)));
    if (!match) refuse('Seçilen ilçe bu ile ait değil', 'district_id');
  }

  // Each changed field carries its source; a source of a field left as it is has nothing to back.
  const sources: Record<string, CorrectionSource> = {};
  for (const field of Object.keys(changed)) {
    const source = body.sources[field];
    if (!source) refuse(CORRECTION_MESSAGES.sourceRequired, `sources.${field}`);
    sources[field] = source;
  }
  const documentIds = [...new Set(Object.values(sources).flatMap((s) => (s.kind === 'document' ? [s.document_id] : [])))];
  if (documentIds.length > 0) {
    // A document is the member's own upload for this company.
    const found = await deps.db
      .select({ id: correction_documents.id })
      .from(correction_documents)
      .where(and(inArray(correction_documents.id, documentIds), eq(correction_documents.user_id, user.id), eq(correction_documents.company_id, target.company.id)));
    if (found.length !== documentIds.length) refuse(CORRECTION_MESSAGES.documentMissing, 'sources');
  }

  const row = await deps.db.transaction(async (tx) => {
    // One member's corrections are counted and stored one at a time, so a burst cannot pass the limit.
    await lockMember(tx, 'corrections', user.id);
    const since = new Date(Date.now() - 3_600_000);
    const [{ n }] = (await queryRows<{ n: number | string }>(
      tx,
      sql`SELECT (SELECT count(*) FROM ${project_suggestions} WHERE ${project_suggestions.suggested_by} = ${user.id} AND ${project_suggestions.by_representative} AND ${project_suggestions.created_at} > ${since})
           + (SELECT count(*) FROM ${company_suggestions} WHERE ${company_suggestions.suggested_by} = ${user.id} AND ${company_suggestions.by_representative} AND ${company_suggestions.created_at} > ${since}) AS n`,
    )) as [{ n: number | string }];
    if (Number(n) >= CORRECTIONS_PER_HOUR) throw new AppError(429, 'TOO_MANY_CORRECTIONS', CORRECTION_MESSAGES.tooMany, { retryAfterSeconds: 3600 });
    const common = { suggested_by: user.id, suggested_data: changed, by_representative: true, representing_company_id: target.company.id, field_sources: sources };
    const [inserted] =
      target.kind === 'projects'
        ? await tx.insert(project_suggestions).values({ ...common, project_id: target.id }).returning({ id: project_suggestions.id })
        : await tx.insert(company_suggestions).values({ ...common, company_id: target.id }).returning({ id: company_suggestions.id });
    return inserted!;
  });
  void deps.notifier.notify(
    `🏢 <b>Firma temsilcisi düzeltmesi</b>\n${escapeTelegramHtml(target.name)}\nFirma: ${escapeTelegramHtml(target.company.name)}\nAlanlar: ${escapeTelegramHtml(Object.keys(changed).join(', '))}`,
  );
  return { id: row.id, message: CORRECTION_MESSAGES.success, fields: target.fields.filter((field) => field in changed) };
}
