import type { Db } from '../db/client';
import { companies, projects } from '../db/schema/catalog';
import { csvNumber, readSeedCsv, type CsvRow } from './csv';
import {
  ACTIVITY_RULES,
  COMPANY_PROFILES,
  DEFAULT_PLANT_STATUS,
  PLANT_PROFILES,
  SKIPPED_ACTIVITY,
  STATUS_RULES,
  type PlantProfile,
} from './demo-catalog-data';
import { idOrNull, type ReferenceIds } from './reference-lookup';
import { containsWords } from '../lib/turkish';

// Companies from data/solar_companies_turkey.csv and real plants from data/solar_plants_turkey.csv.
// Rows marked `uncertain` are kept but never verified (and an uncertain company gets no city).

type CompanyInsert = typeof companies.$inferInsert;
type ProjectInsert = typeof projects.$inferInsert;

const VERIFIED = 'verified_in_stored_copy';

/** "n/a", "", or a parenthesised remark such as "(not stated; Kalyon PV likely)" say nothing known. */
function known(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || /^n\/a\b/i.test(text) || text.startsWith('(')) return null;
  return text;
}

/** The first place of a "Kocaeli (Gebze OSB); İzmir (...)" style cell, without the remark. */
function firstPlace(value: string | undefined): string | null {
  const first = known(value)?.split(';')[0]?.replace(/\(.*$/, '').trim();
  return first ? first : null;
}

interface SeedCompany {
  row: CompanyInsert;
  /** Names this company goes by in the plants CSV. */
  aliases: string[];
}

export function buildDemoCompanies(csv: CsvRow[], refs: ReferenceIds): SeedCompany[] {
  return csv.flatMap((record) => {
    const activityText = record.activity_type ?? '';
    if (SKIPPED_ACTIVITY.test(activityText)) return [];
    const rule = ACTIVITY_RULES.find((r) => r.match.test(activityText));
    const profile = COMPANY_PROFILES[record.company ?? ''];
    const uncertain = record.verification !== VERIFIED;
    const city = uncertain ? undefined : refs.cities.get(firstPlace(record.city_province));
    // One CSV row lists several small manufacturers ("Parla Solar; Seha Solar; ...").
    const names = (record.company ?? '').split(';').map((n) => n.trim()).filter(Boolean);
    return names.map((name) => ({
      row: {
        company_name: name,
        activity_type_id: rule ? idOrNull(refs.activityTypes, rule.activity) : null,
        product_type_id: rule ? idOrNull(refs.productTypes, rule.product) : null,
        city_id: city?.id ?? null,
        district: profile?.district ?? null,
        raw_address: profile?.rawAddress ?? null,
        country: profile?.country ?? 'Türkiye',
        website: profile?.website ?? null,
        establishment_year: profile?.establishmentYear ?? null,
        organization_short_description: profile?.description ?? null,
        is_verified: !uncertain && (profile?.verified ?? false),
      },
      aliases: [name.replace(/\s*\(.*$/, ''), ...(profile?.aliases ?? [])],
    }));
  });
}

type CompanyMatcher = (text: string | null) => string | null;

/** Finds the seeded company a free-text project field names (first match in CSV order). */
function companyMatcher(seeded: { id: string; aliases: string[] }[]): CompanyMatcher {
  return (text) => {
    if (!text) return null;
    return seeded.find((c) => c.aliases.some((alias) => containsWords(text, alias)))?.id ?? null;
  };
}

function plantStatus(text: string | undefined): string {
  return STATUS_RULES.find((r) => r.match.test(text ?? ''))?.status ?? DEFAULT_PLANT_STATUS;
}

/** A profile value wins (null clears); otherwise the CSV value when it says something. */
function pick(profileValue: string | null | undefined, csvValue: string | undefined): string | null {
  return profileValue === undefined ? known(csvValue) : profileValue;
}

export function buildDemoProjects(csv: CsvRow[], refs: ReferenceIds, matchCompany: CompanyMatcher): ProjectInsert[] {
  return csv.flatMap((record) => {
    const city = refs.cities.get(firstPlace(record.province));
    // A plant without a province (Teksin GES: "central Turkey") cannot be placed: left out.
    if (!city) return [];
    const districtName = firstPlace(record.district);
    const districtId = districtName ? (refs.districts.get(city.id)?.get(districtName) ?? null) : null;
    const profile: PlantProfile = PLANT_PROFILES[record.name ?? ''] ?? { type: 'Arazi GES', location: 'Arazi' };

    const investor = pick(profile.investor, record.investor_owner);
    const contractor = pick(profile.contractor, record.epc_contractor);
    const pvModule = pick(profile.pvModule, record.module_supplier);
    const inverter = pick(profile.inverter, record.inverter_supplier);
    // Links are made from the CSV's names, and only where the profile did not clear the field.
    const link = (text: string | null, csvValue: string | undefined) => (text ? matchCompany(known(csvValue)) : null);

    return [
      {
        project_name: profile.name ?? record.name ?? '',
        type_id: idOrNull(refs.projectTypes, profile.type),
        status_type_id: idOrNull(refs.statuses, plantStatus(record.status)),
        location_id: idOrNull(refs.locations, profile.location),
        city_id: city.id,
        district_id: districtId,
        dc_power: csvNumber(record.dc_mwp),
        dc_power_unit: 'MWp',
        ac_power: csvNumber(record.ac_mwe),
        ac_power_unit: 'MWe',
        investor,
        contractor,
        pv_module: pvModule,
        inverter,
        maintenance_repair: profile.maintenance ?? null,
        financial_institution: profile.financial ?? null,
        permission_status: profile.permission ?? null,
        project_start_date: profile.start ?? null,
        commissioning_date: profile.commissioning ?? null,
        total_investment_cost: profile.investment?.amount ?? null,
        investment_currency: profile.investment?.currency ?? 'TRY',
        // Uncertain rows stay unverified; verified ones only when the owner is known (premium detail has substance).
        is_verified: record.verification === VERIFIED && investor !== null,
        investor_company_id: link(investor, record.investor_owner),
        contractor_company_id: link(contractor, record.epc_contractor),
        pv_module_company_id: link(pvModule, record.module_supplier),
        inverter_company_id: link(inverter, record.inverter_supplier),
      },
    ];
  });
}

export async function seedDemoCatalog(db: Db, refs: ReferenceIds): Promise<{ companies: number; projects: number }> {
  const seedCompanies = buildDemoCompanies(await readSeedCsv('solar_companies_turkey.csv'), refs);
  const inserted = await db
    .insert(companies)
    .values(seedCompanies.map((c) => c.row))
    .returning({ id: companies.id, company_name: companies.company_name });
  const idByName = new Map(inserted.map((c) => [c.company_name, c.id]));
  const matchCompany = companyMatcher(
    seedCompanies.map((c) => ({ id: idByName.get(c.row.company_name) ?? '', aliases: c.aliases })).filter((c) => c.id),
  );

  const projectRows = buildDemoProjects(await readSeedCsv('solar_plants_turkey.csv'), refs, matchCompany);
  if (projectRows.length > 0) await db.insert(projects).values(projectRows);
  return { companies: inserted.length, projects: projectRows.length };
}
