import { desc, eq } from 'drizzle-orm';
import type { InstalledPowerResponse, ProductionResponse } from '../../../shared/schemas/statistics';
import { trendWindow } from '../../../shared/statistics-display';
import type { Db } from '../../db/client';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { figureSources } from '../sources/provenance';

// National statistics by month (docs/product-rules.md#statistics): the distinct years, newest first, the rows of
// one year (or all) ordered by year, then month, descending, and the window the views open on.

/** Every month with a figure (a few hundred rows at most): the distinct years and the trend window. */
async function periodsOf(db: Db, table: typeof installed_power_stats | typeof production_stats) {
  const periods = await db.select({ year: table.year, month: table.month }).from(table).orderBy(desc(table.year), desc(table.month));
  return { years: [...new Set(periods.map((p) => p.year))], trend: trendWindow(periods) };
}

export async function installedPowerStats(db: Db, year?: number): Promise<InstalledPowerResponse> {
  const t = installed_power_stats;
  const [{ years, trend }, items] = await Promise.all([
    periodsOf(db, t),
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
        source_id: t.source_id,
        verified_on: t.verified_on,
      })
      .from(t)
      .where(year === undefined ? undefined : eq(t.year, year))
      .orderBy(desc(t.year), desc(t.month)),
  ]);
  return { years, items, trend, sources: await figureSources(db, items) };
}

export async function productionStats(db: Db, year?: number): Promise<ProductionResponse> {
  const t = production_stats;
  const [{ years, trend }, items] = await Promise.all([
    periodsOf(db, t),
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
        source_id: t.source_id,
        verified_on: t.verified_on,
      })
      .from(t)
      .where(year === undefined ? undefined : eq(t.year, year))
      .orderBy(desc(t.year), desc(t.month)),
  ]);
  return { years, items, trend, sources: await figureSources(db, items) };
}

