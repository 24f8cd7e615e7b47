import { desc, eq } from 'drizzle-orm';
import type { InstalledPowerResponse, ProductionResponse } from '../../../shared/schemas/statistics';
import type { Db } from '../../db/client';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';

// National statistics by month (spec 2 §2.4, §7): the distinct years, newest first, and the rows of
// one year (or all) ordered by year, then month, descending.

async function distinctYears(db: Db, table: typeof installed_power_stats | typeof production_stats): Promise<number[]> {
  const rows = await db.selectDistinct({ year: table.year }).from(table).orderBy(desc(table.year));
  return rows.map((r) => r.year);
}

export async function installedPowerStats(db: Db, year?: number): Promise<InstalledPowerResponse> {
  const t = installed_power_stats;
  const [years, items] = await Promise.all([
    distinctYears(db, t),
    db
      .select({
        id: t.id,
        year: t.year,
        month: t.month,
        total_electric_power: t.total_electric_power,
        total_renewable_power: t.total_renewable_power,
        total_solar_power: t.total_solar_power,
        total_licensed_solar: t.total_licensed_solar,
        total_unlicensed_solar: t.total_unlicensed_solar,
        renewable_percentage: t.renewable_percentage,
        solar_percentage: t.solar_percentage,
        is_estimate: t.is_estimate,
      })
      .from(t)
      .where(year === undefined ? undefined : eq(t.year, year))
      .orderBy(desc(t.year), desc(t.month)),
  ]);
  return { years, items };
}

export async function productionStats(db: Db, year?: number): Promise<ProductionResponse> {
  const t = production_stats;
  const [years, items] = await Promise.all([
    distinctYears(db, t),
    db
      .select({
        id: t.id,
        year: t.year,
        month: t.month,
        total_electric_production: t.total_electric_production,
        total_renewable_production: t.total_renewable_production,
        total_solar_production: t.total_solar_production,
        total_licensed_solar_production: t.total_licensed_solar_production,
        total_unlicensed_solar_production: t.total_unlicensed_solar_production,
        renewable_percentage: t.renewable_percentage,
        solar_percentage: t.solar_percentage,
        is_estimate: t.is_estimate,
      })
      .from(t)
      .where(year === undefined ? undefined : eq(t.year, year))
      .orderBy(desc(t.year), desc(t.month)),
  ]);
  return { years, items };
}

