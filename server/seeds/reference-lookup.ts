import type { Db } from '../db/client';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../db/schema/reference';
import { FoldedLookup } from '../lib/turkish';

/** Reference ids by (Turkish-folded) name, for mapping seed data onto the seeded lists. */
export interface ReferenceIds {
  cities: FoldedLookup<{ id: string; name: string }>;
  /** District id by city id, then by folded district name. */
  districts: Map<string, FoldedLookup<string>>;
  /** District names by city id, in the package's order. */
  districtNames: Map<string, string[]>;
  statuses: FoldedLookup<string>;
  projectTypes: FoldedLookup<string>;
  locations: FoldedLookup<string>;
  activityTypes: FoldedLookup<string>;
  productTypes: FoldedLookup<string>;
}

export async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const byName = async (table: typeof project_types) =>
    new FoldedLookup((await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.name, r.id] as const));

  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const districtRows = await db
    .select({ id: districts.id, city_id: districts.city_id, name: districts.name })
    .from(districts)
    .orderBy(districts.city_id, districts.name);
  const districtIds = new Map<string, FoldedLookup<string>>();
  const districtNames = new Map<string, string[]>();
  for (const d of districtRows) {
    if (!districtIds.has(d.city_id)) districtIds.set(d.city_id, new FoldedLookup());
    districtIds.get(d.city_id)?.set(d.name, d.id);
    districtNames.set(d.city_id, [...(districtNames.get(d.city_id) ?? []), d.name]);
  }
  return {
    cities: new FoldedLookup(cityRows.map((c) => [c.name, c] as const)),
    districts: districtIds,
    districtNames,
    statuses: await byName(project_status_types),
    projectTypes: await byName(project_types),
    locations: await byName(project_locations),
    activityTypes: await byName(company_activity_types),
    productTypes: await byName(company_product_types),
  };
}

/**
 * Looks a list entry up by name. Null (the column is nullable) when an admin renamed or deleted the
 * entry before the demo seed ran; the seed tests check that every name resolves on a fresh database.
 */
export function idOrNull(lookup: FoldedLookup<string>, name: string): string | null {
  return lookup.get(name) ?? null;
}
