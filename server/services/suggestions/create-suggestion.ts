import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY_SUGGESTION_FIELDS, PROJECT_SUGGESTION_BASIC_FIELDS, PROJECT_SUGGESTION_FIELDS, SUGGESTIONS_PER_HOUR } from '../../../shared/constants';
import { companySuggestionValuesSchema, projectSuggestionValuesSchema, SUGGESTION_MESSAGES } from '../../../shared/schemas/suggestions';
import type { Db } from '../../db/client';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { districts } from '../../db/schema/reference';
import { queryRows } from '../../db/query-rows';
import { escapeTelegramHtml, type Notifier } from '../../integrations/notifier/notifier';
import { AppError } from '../../lib/errors';

export interface SuggestionTarget {
  kind: 'project' | 'company';
  id: string;
  name: string;
  /** Verified project the suggesting user has not opened: only the basic fields may change. */
  basicOnly: boolean;
}

/** Which fields a suggestion may carry: the same rule the client's form applies (docs/product-rules.md#suggestions). */
export function allowedSuggestionFields(target: Pick<SuggestionTarget, 'kind' | 'basicOnly'>): readonly string[] {
  if (target.kind === 'company') return COMPANY_SUGGESTION_FIELDS;
  return target.basicOnly ? PROJECT_SUGGESTION_BASIC_FIELDS : PROJECT_SUGGESTION_FIELDS;
}

/** Stores a pending suggestion after checking its fields and values, and tells the operators. */
export async function createSuggestion(
  deps: { db: Db; notifier: Notifier },
  user: { id: string; email: string },
  target: SuggestionTarget,
  data: Record<string, unknown>,
) {
  const allowed = new Set(allowedSuggestionFields(target));
  const forbidden = Object.keys(data).filter((key) => !allowed.has(key));
  if (forbidden.length > 0) {
    throw new AppError(400, 'FIELD_NOT_ALLOWED', `${SUGGESTION_MESSAGES.fieldNotAllowed}: ${forbidden.join(', ')}`, { fields: forbidden });
  }
  if (Object.keys(data).length === 0) throw new AppError(400, 'EMPTY_SUGGESTION', SUGGESTION_MESSAGES.empty);
  const schema: z.ZodType<Record<string, unknown>> = target.kind === 'project' ? projectSuggestionValuesSchema : companySuggestionValuesSchema;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(400, 'VALIDATION_ERROR', issue.message, { path: issue.path.join('.') });
  }
  const values = parsed.data;
  if (typeof values.district_id === 'string' && typeof values.city_id === 'string') {
    const [match] = await deps.db
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.id, values.district_id), eq(districts.city_id, values.city_id)));
    if (!match) throw new AppError(400, 'VALIDATION_ERROR', 'Seçilen ilçe bu ile ait değil', { path: 'district_id' });
  }

  const row = await deps.db.transaction(async (tx) => {
    // One member's suggestions are counted and stored one at a time, so a burst cannot pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('suggestions:' || ${user.id}))`);
    const since = new Date(Date.now() - 3_600_000);
    const [{ n }] = (await queryRows<{ n: number | string }>(
      tx,
      sql`SELECT (SELECT count(*) FROM ${project_suggestions} WHERE ${project_suggestions.suggested_by} = ${user.id} AND ${project_suggestions.created_at} > ${since})
           + (SELECT count(*) FROM ${company_suggestions} WHERE ${company_suggestions.suggested_by} = ${user.id} AND ${company_suggestions.created_at} > ${since}) AS n`,
    )) as [{ n: number | string }];
    if (Number(n) >= SUGGESTIONS_PER_HOUR) throw new AppError(429, 'TOO_MANY_SUGGESTIONS', SUGGESTION_MESSAGES.tooMany, { retryAfterSeconds: 3600 });
    const [inserted] =
      target.kind === 'project'
        ? await tx.insert(project_suggestions).values({ project_id: target.id, suggested_by: user.id, suggested_data: values }).returning({ id: project_suggestions.id })
        : await tx.insert(company_suggestions).values({ company_id: target.id, suggested_by: user.id, suggested_data: values }).returning({ id: company_suggestions.id });
    return inserted;
  });
  void deps.notifier.notify(
    `✏️ <b>Yeni ${target.kind === 'project' ? 'proje' : 'firma'} önerisi</b>\n${escapeTelegramHtml(target.name)}\nÖneren: ${escapeTelegramHtml(user.email)}\nAlanlar: ${escapeTelegramHtml(Object.keys(values).join(', '))}`,
  );
  return { id: row!.id, message: SUGGESTION_MESSAGES.success };
}
