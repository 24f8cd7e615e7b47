import { eq, inArray } from 'drizzle-orm';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { COMPANY_SUGGESTION_FIELDS, PROJECT_COMPANY_ROLES, PROJECT_SUGGESTION_FIELDS } from '../../../shared/constants';
import { CORRECTION_MESSAGES, type CorrectionForm, type CorrectionKind } from '../../../shared/schemas/corrections';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import { representedCompanyIds } from '../../policies/company-representative-policy';
import { detailAccess } from '../../policies/catalog-policy';
import { tierOf } from '../../policies/tier';
import { COMPANY_BASIC_FIELDS, PROJECT_BASIC_FIELDS } from '../../../shared/record-events';
import type { Access } from '../../../shared/schemas/catalog';
import { hasOpened } from '../catalog/item-access';

// Who may correct what (docs/decisions/070-field-corrections-and-change-log.md): a representative of a
// company corrects the company itself and the projects it is linked to, in any of the nine roles
// (PROJECT_COMPANY_ROLES). The record is looked up first (404), then the member's right (403).

export interface CorrectionTarget {
  kind: CorrectionKind;
  id: string;
  name: string;
  /** The represented company that gives the member the right. */
  company: { id: string; name: string };
  /** The stored row, as the columns hold it. */
  row: Record<string, unknown>;
  fields: readonly string[];
}

export async function correctionTarget(db: Db, userId: string, kind: CorrectionKind, id: string): Promise<CorrectionTarget> {
  const table = kind === 'projects' ? projects : companies;
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  if (!row) throw new AppError(404, 'NOT_FOUND', kind === 'projects' ? CATALOG_MESSAGES.projectNotFound : CATALOG_MESSAGES.companyNotFound);
  const represented = new Set(await representedCompanyIds(db, userId));
  const candidates = kind === 'companies' ? [id] : PROJECT_COMPANY_ROLES.map(({ role }) => row[role]).filter((v): v is string => typeof v === 'string');
  const through = candidates.find((companyId) => represented.has(companyId));
  if (!through) throw new AppError(403, 'NOT_REPRESENTATIVE', CORRECTION_MESSAGES.notRepresentative);
  const [company] = await db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, [through]));
  return {
    kind,
    id,
    name: String(kind === 'projects' ? row.project_name : row.company_name),
    company: company!,
    row,
    fields: kind === 'projects' ? PROJECT_SUGGESTION_FIELDS : COMPANY_SUGGESTION_FIELDS,
  };
}

/**
 * The form's current values: each field as stored (numbers as numbers, dates as YYYY-MM-DD). A
 * premium field's value reaches only a member entitled to the record's full detail, as in the detail
 * itself (docs/product-rules.md#general, rule 2): for anyone else it is left out and listed in
 * `locked`; a new value typed for it is kept as proposed, never compared with the stored one (createCorrection).
 */
/** The fields whose stored value this member may not see (premium fields, without full access to the detail). */
export function lockedFields(target: CorrectionTarget, access: Access): string[] {
  const basic: readonly string[] = target.kind === 'projects' ? PROJECT_BASIC_FIELDS : COMPANY_BASIC_FIELDS;
  return access === 'full' ? [] : target.fields.filter((field) => !basic.includes(field));
}

export function correctionForm(target: CorrectionTarget, access: Access): CorrectionForm {
  const values: CorrectionForm['values'] = {};
  const locked = lockedFields(target, access);
  for (const field of target.fields) {
    if (locked.includes(field)) continue;
    const value = target.row[field];
    values[field] = value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'number' ? value : String(value);
  }
  return { kind: target.kind, id: target.id, name: target.name, company: target.company, fields: [...target.fields], values, locked };
}

/** The member's access to the record's detail, by the detail's own rule (policies/catalog-policy.ts). */
export async function correctionAccess(db: Db, user: Parameters<typeof tierOf>[0], target: CorrectionTarget): Promise<Access> {
  const tier = tierOf(user);
  const verified = Boolean(target.row.is_verified);
  const opened = tier === 'premium' && verified && user ? await hasOpened(db, target.kind === 'projects' ? 'project' : 'company', user.id, target.id) : false;
  return detailAccess(tier, verified, opened);
}
