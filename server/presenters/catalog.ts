import { PROJECT_COMPANY_ROLES, REFERENCES_PAGE_SIZE } from '../../shared/constants';
import { PAGE_SIZE } from '../../shared/constants';
import type { Access, CompanyDetail, CompanyListItem, CompanyReferences, ProjectDetail, ProjectListItem } from '../../shared/schemas/catalog';
import type { RecordEventItem, TrackRecord } from '../../shared/schemas/history';
import type { SourceRef } from '../../shared/schemas/sources';
import type { CompanyReferenceRows, FoundCompany } from '../services/catalog/company-detail';
import type { FoundProject, LinkedCompany } from '../services/catalog/project-detail';

const named = (row: { id: string; name: string } | null) => (row ? { id: row.id, name: row.name } : null);

const namedPair = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** A project list row as its statement reads it (lists/projects.ts): each reference's id and name side by side. */
export interface ProjectListRow {
  id: string;
  project_name: string | null;
  status_id: string | null;
  status_name: string | null;
  type_id: string | null;
  type_name: string | null;
  city_id: string | null;
  city_name: string | null;
  district_id: string | null;
  district_name: string | null;
  dc_power: number | null;
  dc_power_unit: ProjectListItem['dc_power_unit'] | null;
  ac_power: number | null;
  ac_power_unit: ProjectListItem['ac_power_unit'] | null;
  project_start_date: string | null;
  commissioning_date: string | null;
  updated_at: Date | null;
  is_verified: boolean | null;
}

/**
 * A project list row as every viewer sees it: the list shows no premium field, so nothing is
 * withheld. A row with an id has its project (read in the same statement): its NOT NULL columns are set.
 */
export function presentProjectListItem(r: ProjectListRow): ProjectListItem {
  return {
    id: r.id,
    project_name: r.project_name!,
    status: namedPair(r.status_id, r.status_name),
    type: namedPair(r.type_id, r.type_name),
    city: namedPair(r.city_id, r.city_name),
    district: namedPair(r.district_id, r.district_name),
    dc_power: r.dc_power,
    dc_power_unit: r.dc_power_unit!,
    ac_power: r.ac_power,
    ac_power_unit: r.ac_power_unit!,
    project_start_date: r.project_start_date,
    commissioning_date: r.commissioning_date,
    updated_at: r.updated_at!.toISOString(),
    is_verified: r.is_verified!,
  };
}

/** A company list row as its statement reads it (lists/companies.ts), with whether this viewer has opened it. */
export interface CompanyListRow {
  id: string;
  company_name: string | null;
  activity_id: string | null;
  activity_name: string | null;
  product_id: string | null;
  product_name: string | null;
  city_id: string | null;
  city_name: string | null;
  establishment_year: number | null;
  website: string | null;
  linkedin: string | null;
  is_verified: boolean | null;
  represented: boolean;
  opened: boolean;
}

/** A company list row with its references named: what the premium masking below takes. */
export function companyListRowItem(r: CompanyListRow): RawCompanyItem {
  return {
    id: r.id,
    company_name: r.company_name!,
    activity_type: namedPair(r.activity_id, r.activity_name),
    product_type: namedPair(r.product_id, r.product_name),
    city: namedPair(r.city_id, r.city_name),
    establishment_year: r.establishment_year,
    website: r.website,
    linkedin: r.linkedin,
    is_verified: r.is_verified!,
    represented: Boolean(r.represented),
    opened: r.opened,
  };
}

/** A catalogue list's answer: its page of items, where it is, its total and what it charged. */
export function presentCataloguePage<Item>(
  items: Item[],
  total: { total: number; capped: boolean; approximate: boolean },
  page: number,
  charges: { cost_key: string; amount: number; balance: number }[],
) {
  return { items, page, page_size: PAGE_SIZE, total: total.total, total_capped: total.capped, total_approximate: total.approximate, charges };
}

/** A list row as the query gives it, with whether this viewer has opened it. */
export type RawCompanyItem = Omit<CompanyListItem, 'is_locked'> & { opened: boolean };

/**
 * Premium masking (docs/product-rules.md#general): a company's website and LinkedIn reach only premium viewers,
 * and for a verified company only once the viewer has opened it. Withheld values are not sent at all.
 */
export function presentCompanyListItem({ opened, ...item }: RawCompanyItem, viewer: { premium: boolean }): CompanyListItem {
  const entitled = viewer.premium && (!item.is_verified || opened);
  return entitled ? { ...item, is_locked: false } : { ...item, website: null, linkedin: null, is_locked: true };
}

/**
 * The project as this viewer may see it: premium-only fields are left out entirely (not blanked)
 * unless access is full (docs/product-rules.md#general).
 */
export function presentProjectDetail(
  found: FoundProject,
  access: Access,
  companyNames: ReadonlyMap<string, LinkedCompany> = new Map(),
  history: RecordEventItem[] = [],
  sources: SourceRef[] = [],
): ProjectDetail {
  const p = found.project;
  const basic: ProjectDetail = {
    id: p.id,
    project_name: p.project_name,
    status: named(found.status),
    type: named(found.type),
    city: named(found.city),
    district: named(found.district),
    location: named(found.location),
    dc_power: p.dc_power,
    dc_power_unit: p.dc_power_unit,
    ac_power: p.ac_power,
    ac_power_unit: p.ac_power_unit,
    storage_capacity: p.storage_capacity,
    storage_capacity_unit: p.storage_capacity_unit,
    project_start_date: p.project_start_date,
    commissioning_date: p.commissioning_date,
    updated_at: p.updated_at.toISOString(),
    is_verified: p.is_verified,
    // Provenance is not premium: every viewer who may open the record reads it (decision 041).
    sources,
  };
  if (access !== 'full') return basic;

  return {
    ...basic,
    investor: p.investor,
    contractor: p.contractor,
    pv_module: p.pv_module,
    inverter: p.inverter,
    construction: p.construction,
    inspection_consulting: p.inspection_consulting,
    maintenance_repair: p.maintenance_repair,
    total_investment_cost: p.total_investment_cost,
    investment_currency: p.investment_currency,
    financial_institution: p.financial_institution,
    permission_status: p.permission_status,
    companies: PROJECT_COMPANY_ROLES.flatMap(({ role, label }) => {
      const id = p[role];
      const linked = id ? companyNames.get(id) : undefined;
      return id && linked ? [{ role, role_label: label, id, company_name: linked.name, represented: linked.represented }] : [];
    }),
    history,
  };
}

/** The company as this viewer may see it; premium-only keys are absent unless access is full. */
export function presentCompanyDetail(found: FoundCompany, access: Access, trackRecord?: TrackRecord, sources: SourceRef[] = []): CompanyDetail {
  const c = found.company;
  const basic: CompanyDetail = {
    id: c.id,
    company_name: c.company_name,
    activity_type: named(found.activity),
    product_type: named(found.product),
    city: named(found.city),
    establishment_year: c.establishment_year,
    is_verified: c.is_verified,
    logo: c.logo,
    organization_short_description: c.organization_short_description,
    represented: Boolean(found.represented),
    // Provenance is not premium: every viewer who may open the record reads it (decision 041).
    sources,
  };
  if (access !== 'full') return basic;
  return {
    ...basic,
    website: c.website,
    linkedin: c.linkedin,
    relevant_person: c.relevant_person,
    title: c.title,
    email: c.email,
    phone: c.phone,
    raw_address: c.raw_address,
    num_employees: c.num_employees,
    district: c.district,
    relevant_person_linkedin: c.relevant_person_linkedin,
    ...(trackRecord ? { track_record: trackRecord } : {}),
  };
}

/** One page of the projects in which a company holds a role (docs/product-rules.md#catalogue). */
export function presentCompanyReferences(companyId: string, page: number, { rows, total }: CompanyReferenceRows): CompanyReferences {
  return {
    items: rows.map((r) => ({
      id: r.project.id,
      project_name: r.project.project_name,
      status: named(r.status),
      city: named(r.city),
      roles: PROJECT_COMPANY_ROLES.filter(({ role }) => r.project[role] === companyId).map(({ label }) => label),
    })),
    page,
    page_size: REFERENCES_PAGE_SIZE,
    total,
  };
}
