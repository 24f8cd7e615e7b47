import type { Db } from '../../db/client';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../../db/schema/reference';
import { nameKey } from './import-cells';

// The reference lists an imported row names by text (il, ilçe, durum, tip, ...), loaded once per
// import and looked up by folded name, so 35 000 rows make no lookups of their own.

export interface NamedRef {
  id: string;
  name: string;
}

/** One list by folded name, keeping the names (for "geçerli değerler: ..." in a message). */
export class RefList {
  private readonly byKey = new Map<string, NamedRef>();
  readonly names: string[] = [];

  constructor(rows: readonly NamedRef[]) {
    for (const row of rows) {
      this.byKey.set(nameKey(row.name), row);
      this.names.push(row.name);
    }
    this.names.sort((a, b) => a.localeCompare(b, 'tr'));
  }

  get(name: string): NamedRef | undefined {
    return this.byKey.get(nameKey(name));
  }
}

export interface ImportReferences {
  cities: RefList;
  /** A province by its plate code ("06", 42). */
  cityByPlate: Map<number, NamedRef>;
  cityById: Map<string, NamedRef>;
  /** Districts of each province. */
  districts: Map<string, RefList>;
  districtById: Map<string, NamedRef & { city_id: string }>;
  statuses: RefList;
  types: RefList;
  locations: RefList;
  activityTypes: RefList;
  productTypes: RefList;
  /** Any list's name by id (for a diff's "before"). */
  nameOf(id: string | null | undefined): string | null;
}

export async function loadImportReferences(db: Db): Promise<ImportReferences> {
  const list = async (table: typeof project_types) => new RefList(await db.select({ id: table.id, name: table.name }).from(table));
  // One after another: `db` is often a transaction (an import's commit, the first start's seeding),
  // whose one connection would queue statements sent together (node-postgres warns, and refuses from
  // its next major).
  const cityRows = await db.select({ id: cities.id, name: cities.name, plate_code: cities.plate_code }).from(cities);
  const districtRows = await db.select({ id: districts.id, name: districts.name, city_id: districts.city_id }).from(districts);
  const statuses = await list(project_status_types);
  const types = await list(project_types);
  const locations = await list(project_locations);
  const activityTypes = await list(company_activity_types);
  const productTypes = await list(company_product_types);
  const byCity = new Map<string, NamedRef[]>();
  for (const d of districtRows) byCity.set(d.city_id, [...(byCity.get(d.city_id) ?? []), d]);
  const names = new Map<string, string>();
  for (const row of [...cityRows, ...districtRows]) names.set(row.id, row.name);
  for (const refList of [statuses, types, locations, activityTypes, productTypes]) {
    for (const name of refList.names) names.set(refList.get(name)!.id, name);
  }
  return {
    cities: new RefList(cityRows),
    cityByPlate: new Map(cityRows.filter((c) => c.plate_code !== null).map((c) => [c.plate_code!, c])),
    cityById: new Map(cityRows.map((c) => [c.id, c])),
    districts: new Map([...byCity].map(([cityId, rows]) => [cityId, new RefList(rows)])),
    districtById: new Map(districtRows.map((d) => [d.id, d])),
    statuses,
    types,
    locations,
    activityTypes,
    productTypes,
    nameOf: (id) => (id ? (names.get(id) ?? null) : null),
  };
}
