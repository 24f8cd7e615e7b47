import { AC_POWER_UNITS, CURRENCIES, DC_POWER_UNITS, STORAGE_UNITS } from '../../../shared/constants';
import { COMPANY_FIELD_LABELS, PROJECT_FIELD_LABELS } from '../../../shared/catalog-fields';
import type { ReferenceLists } from '../../../shared/schemas/reference';
import { parseDecimal, withScheme } from '../../../shared/schemas/form-values';
import { companySuggestionValuesSchema, projectSuggestionValuesSchema } from '../../../shared/schemas/suggestions';
import type { SuggestionTarget } from './api/create-suggestion';

// The fields a member's suggestion and a representative's correction edit: each one's label and
// input, and how the typed values become what the server takes (docs/product-rules.md#suggestions,
// docs/decisions/070-field-corrections-and-change-log.md).

export type Kind = 'text' | 'number' | 'year' | 'date' | 'email' | 'url' | 'tel' | 'select';
export type ReferenceKey = keyof ReferenceLists | 'districts';

export interface FieldSpec {
  label: string;
  kind: Kind;
  /** A reference list (selects by id) or a fixed list of values. */
  options?: ReferenceKey | readonly string[];
  wide?: boolean;
}

/** Labels and inputs of every suggestable field (project and company). */
export const FIELDS: Record<string, FieldSpec> = {
  project_name: { label: PROJECT_FIELD_LABELS.project_name, kind: 'text', wide: true },
  status_type_id: { label: PROJECT_FIELD_LABELS.status_type_id, kind: 'select', options: 'project_status_types' },
  type_id: { label: PROJECT_FIELD_LABELS.type_id, kind: 'select', options: 'project_types' },
  location_id: { label: PROJECT_FIELD_LABELS.location_id, kind: 'select', options: 'project_locations' },
  city_id: { label: PROJECT_FIELD_LABELS.city_id, kind: 'select', options: 'cities' },
  district_id: { label: PROJECT_FIELD_LABELS.district_id, kind: 'select', options: 'districts' },
  dc_power: { label: PROJECT_FIELD_LABELS.dc_power, kind: 'number' },
  dc_power_unit: { label: PROJECT_FIELD_LABELS.dc_power_unit, kind: 'select', options: DC_POWER_UNITS },
  ac_power: { label: PROJECT_FIELD_LABELS.ac_power, kind: 'number' },
  ac_power_unit: { label: PROJECT_FIELD_LABELS.ac_power_unit, kind: 'select', options: AC_POWER_UNITS },
  storage_capacity: { label: PROJECT_FIELD_LABELS.storage_capacity, kind: 'number' },
  storage_capacity_unit: { label: PROJECT_FIELD_LABELS.storage_capacity_unit, kind: 'select', options: STORAGE_UNITS },
  investor: { label: PROJECT_FIELD_LABELS.investor, kind: 'text' },
  contractor: { label: PROJECT_FIELD_LABELS.contractor, kind: 'text' },
  pv_module: { label: PROJECT_FIELD_LABELS.pv_module, kind: 'text' },
  inverter: { label: PROJECT_FIELD_LABELS.inverter, kind: 'text' },
  construction: { label: PROJECT_FIELD_LABELS.construction, kind: 'text' },
  inspection_consulting: { label: PROJECT_FIELD_LABELS.inspection_consulting, kind: 'text' },
  maintenance_repair: { label: PROJECT_FIELD_LABELS.maintenance_repair, kind: 'text' },
  total_investment_cost: { label: PROJECT_FIELD_LABELS.total_investment_cost, kind: 'number' },
  investment_currency: { label: PROJECT_FIELD_LABELS.investment_currency, kind: 'select', options: CURRENCIES },
  financial_institution: { label: PROJECT_FIELD_LABELS.financial_institution, kind: 'text' },
  permission_status: { label: PROJECT_FIELD_LABELS.permission_status, kind: 'text' },
  project_start_date: { label: PROJECT_FIELD_LABELS.project_start_date, kind: 'date' },
  commissioning_date: { label: PROJECT_FIELD_LABELS.commissioning_date, kind: 'date' },
  company_name: { label: COMPANY_FIELD_LABELS.company_name, kind: 'text', wide: true },
  activity_type_id: { label: COMPANY_FIELD_LABELS.activity_type_id, kind: 'select', options: 'company_activity_types' },
  product_type_id: { label: COMPANY_FIELD_LABELS.product_type_id, kind: 'select', options: 'company_product_types' },
  establishment_year: { label: COMPANY_FIELD_LABELS.establishment_year, kind: 'year' },
  website: { label: COMPANY_FIELD_LABELS.website, kind: 'url' },
  linkedin: { label: COMPANY_FIELD_LABELS.linkedin, kind: 'url' },
  relevant_person: { label: COMPANY_FIELD_LABELS.relevant_person, kind: 'text' },
  title: { label: COMPANY_FIELD_LABELS.title, kind: 'text' },
  email: { label: COMPANY_FIELD_LABELS.email, kind: 'email' },
  phone: { label: COMPANY_FIELD_LABELS.phone, kind: 'tel' },
};

/** The form's values as typed, by field. */
export type FieldValues = Record<string, string>;

/**
 * The changed fields typed for the server (numbers parsed, empty -> null), checked by the same
 * schema the server uses, or the first error of each field.
 */
export function buildSuggestion(target: SuggestionTarget, fields: readonly string[], values: FieldValues, initial: FieldValues) {
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const name of fields) {
    const raw = (values[name] ?? '').trim();
    if (raw === (initial[name] ?? '').trim()) continue;
    const kind = FIELDS[name]?.kind;
    // A cleared name stays a string so the server's "… adı zorunludur" applies.
    if (raw === '') data[name] = name.endsWith('_name') ? '' : null;
    else if (kind === 'number' || kind === 'year') {
      const number = parseDecimal(raw);
      if (number === null || Number.isNaN(number)) errors[name] = 'Sayı girilmelidir';
      else data[name] = number;
    } else data[name] = kind === 'url' ? withScheme(raw) : raw;
  }
  const schema = target === 'projects' ? projectSuggestionValuesSchema : companySuggestionValuesSchema;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      errors[key] ??= issue.message;
    }
  }
  return { data: parsed.success ? (parsed.data as Record<string, unknown>) : data, errors };
}
