import { desc, eq, inArray } from 'drizzle-orm';
import type { MyCorrections } from '../../../shared/schemas/corrections';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, correction_documents, project_suggestions } from '../../db/schema/contributions';
import { representedCompanyIds } from '../../policies/company-representative-policy';
import { reviewDisplay, labelsOf } from '../admin/review-display';
import { checkPdf, storedFileName } from '../uploads/check-upload';
import type { Storage } from '../../integrations/storage/storage';
import { documentsOf, shownSource } from './shown-sources';
import { CORRECTION_MESSAGES } from '../../../shared/schemas/corrections';

// What a representative reads of their corrections (docs/decisions/070-field-corrections-and-change-log.md):
// each field's decision and, for a rejected one, the admin's reason.

/** The member's corrections shown at most (newest first). */
const SHOWN = 100;

export async function listMyCorrections(db: Db, userId: string): Promise<MyCorrections> {
  const ids = await representedCompanyIds(db, userId);
  const [represented, projectRows, companyRows] = await Promise.all([
    ids.length ? db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, ids)) : [],
    db
      .select({ s: project_suggestions, name: projects.project_name })
      .from(project_suggestions)
      .innerJoin(projects, eq(projects.id, project_suggestions.project_id))
      .where(eq(project_suggestions.suggested_by, userId))
      .orderBy(desc(project_suggestions.created_at))
      .limit(SHOWN),
    db
      .select({ s: company_suggestions, name: companies.company_name })
      .from(company_suggestions)
      .innerJoin(companies, eq(companies.id, company_suggestions.company_id))
      .where(eq(company_suggestions.suggested_by, userId))
      .orderBy(desc(company_suggestions.created_at))
      .limit(SHOWN),
  ]);
  const mine = [
    ...projectRows.filter((r) => r.s.by_representative).map((r) => ({ kind: 'projects' as const, item_id: r.s.project_id, name: r.name, s: r.s })),
    ...companyRows.filter((r) => r.s.by_representative).map((r) => ({ kind: 'companies' as const, item_id: r.s.company_id, name: r.name, s: r.s as unknown as typeof r.s })),
  ].sort((a, b) => b.s.created_at.getTime() - a.s.created_at.getTime());
  const [display, documents] = await Promise.all([reviewDisplay(db, mine.map((r) => r.s.suggested_data)), documentsOf(db, mine.map((r) => r.s))]);
  return {
    companies: represented.sort((a, b) => a.name.localeCompare(b.name, 'tr')),
    corrections: mine.slice(0, SHOWN).map(({ kind, item_id, name, s }) => ({
      id: s.id,
      kind,
      item_id,
      item_name: name,
      status: s.status,
      created_at: s.created_at.toISOString(),
      fields: Object.keys(labelsOf(kind)).filter((key) => key in s.suggested_data).map((key) => ({
        key,
        label: labelsOf(kind)[key] ?? key,
        suggested: display(key, s.suggested_data[key]),
        source: shownSource(s.field_sources?.[key], documents),
        decision: s.field_decisions?.[key]?.decision ?? null,
        reason: s.field_decisions?.[key]?.reason ?? null,
      })),
    })),
  };
}

/** A representative's PDF, checked by content as the back office's are, kept for a correction's source. */
export async function storeCorrectionDocument(db: Db, storage: Storage, userId: string, companyId: string, file: { name: string; data: Uint8Array }) {
  checkPdf(file.data, file.name);
  const path = storedFileName('correction-documents', 'pdf');
  await storage.put(path, file.data);
  try {
    const [row] = await db
      .insert(correction_documents)
      .values({ user_id: userId, company_id: companyId, file_path: path, file_name: file.name.split(/[\\/]/).pop()!.slice(0, 200) })
      .returning({ id: correction_documents.id, name: correction_documents.file_name });
    return { ...row!, message: CORRECTION_MESSAGES.documentUploaded };
  } catch (error) {
    await storage.remove(path).catch(() => undefined);
    throw error;
  }
}
