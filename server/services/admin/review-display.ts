import { inArray } from 'drizzle-orm';
import { COMPANY_FIELD_LABELS, PROJECT_FIELD_LABELS } from '../../../shared/catalog-fields';
import type { ReviewField, ReviewKind } from '../../../shared/schemas/admin/reviews';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { districts } from '../../db/schema/reference';
import { listReferenceLists } from '../reference/reference-lists';

// How reviewed values read to an admin: ids become the names they point to, so the suggestion
// dialog and the submission details compare names, not UUIDs.

const REFERENCE_FIELDS: Record<string, keyof Awaited<ReturnType<typeof listReferenceLists>>> = {
  status_type_id: 'project_status_types',
  type_id: 'project_types',
  location_id: 'project_locations',
  city_id: 'cities',
  activity_type_id: 'company_activity_types',
  product_type_id: 'company_product_types',
};
const isCompanyLink = (key: string) => key.endsWith('_company_id');

export const labelsOf = (kind: ReviewKind): Record<string, string> => (kind === 'projects' ? PROJECT_FIELD_LABELS : COMPANY_FIELD_LABELS);

/** Resolves every id the given value maps hold to a name, in three queries, and formats values as text. */
export async function reviewDisplay(db: Db, maps: Record<string, unknown>[]) {
  const ids = (test: (key: string) => boolean) =>
    [...new Set(maps.flatMap((m) => Object.entries(m).filter(([k, v]) => test(k) && typeof v === 'string').map(([, v]) => v as string)))];
  const companyIds = ids(isCompanyLink);
  const districtIds = ids((k) => k === 'district_id');
  const [lists, companyRows, districtRows] = await Promise.all([
    listReferenceLists(db),
    companyIds.length ? db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, companyIds)) : [],
    districtIds.length ? db.select({ id: districts.id, name: districts.name }).from(districts).where(inArray(districts.id, districtIds)) : [],
  ]);
  const names = new Map<string, string>([
    ...Object.values(lists).flatMap((items) => items.map((i) => [i.id, i.name] as [string, string])),
    ...companyRows.map((r) => [r.id, r.name] as [string, string]),
    ...districtRows.map((r) => [r.id, r.name] as [string, string]),
  ]);
  return (key: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string' && (key in REFERENCE_FIELDS || key === 'district_id' || isCompanyLink(key))) return names.get(value) ?? '(silinmiş kayıt)';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
    return String(value);
  };
}

/** The fields of a suggestion beside the item's current values, changed ones marked. */
export function compareFields(kind: ReviewKind, display: (key: string, value: unknown) => string | null, current: Record<string, unknown>, suggested: Record<string, unknown>): ReviewField[] {
  const labels = labelsOf(kind);
  // In the form's order (the labels'), whatever order the stored JSON keeps its keys in.
  return Object.keys(labels)
    .filter((key) => key in suggested)
    .map((key) => {
      const now = display(key, current[key]);
      const next = display(key, suggested[key]);
      return { key, label: labels[key]!, current: now, suggested: next, changed: now !== next };
    });
}

/** A submission's values as the admin reads them (nothing to compare with). */
export function submittedFields(kind: ReviewKind, display: (key: string, value: unknown) => string | null, data: Record<string, unknown>): ReviewField[] {
  const labels = labelsOf(kind);
  return Object.keys(labels)
    .filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== '')
    .map((key) => ({ key, label: labels[key]!, current: null, suggested: display(key, data[key]), changed: false }));
}
