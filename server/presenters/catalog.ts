import { PROJECT_COMPANY_ROLES, REFERENCES_PAGE_SIZE } from '../../shared/constants';
import type { Access, CompanyDetail, CompanyListItem, CompanyReferences, ProjectDetail } from '../../shared/schemas/catalog';
import type { RecordEventItem, TrackRecord } from '../../shared/schemas/history';
import type { SourceRef } from '../../shared/schemas/sources';
import type { CompanyReferenceRows, FoundCompany } from '../services/catalog/company-detail';
import type { FoundProject } from '../services/catalog/project-detail';

const named = (row: { id: string; name: string } | null) => (row ? { id: row.id, name: row.name } : null);

/** A list row as the query gives it, with whether this viewer has opened it. */
type RawCompanyItem = Omit<CompanyListItem, 'is_locked'> & { opened: boolean };

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
  companyNames: ReadonlyMap<string, string> = new Map(),
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
      const name = id ? companyNames.get(id) : undefined;
      return id && name ? [{ role, role_label: label, id, company_name: name }] : [];
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
