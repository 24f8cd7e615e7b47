import { sql } from 'drizzle-orm';
import { statPercentages, type InstalledPowerEntry, type ProductionEntry } from '../../../shared/schemas/statistics-entry';
import type { Db } from '../../db/client';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';

// Admin statistics entry (spec 3 §2.10–2.11): one row per month and year, created or replaced; the
// percentages are computed here, whatever the form showed. Entered figures are not estimates.

const ADMIN_SOURCE = 'GüneşVeri yönetim paneli';

export async function saveInstalledPower(db: Db, entry: InstalledPowerEntry) {
  const values = {
    ...entry,
    ...statPercentages(entry.total_electric_power, entry.total_renewable_power, entry.total_solar_power),
    source: ADMIN_SOURCE,
    is_estimate: false,
  };
  const [row] = await db
    .insert(installed_power_stats)
    .values(values)
    .onConflictDoUpdate({
      target: [installed_power_stats.year, installed_power_stats.month],
      set: { ...values, updated_at: new Date() },
    })
    .returning({ id: installed_power_stats.id, created: sql<boolean>`xmax = 0` });
  return row!;
}

export async function saveProduction(db: Db, entry: ProductionEntry) {
  const values = {
    ...entry,
    ...statPercentages(entry.total_electric_production, entry.total_renewable_production, entry.total_solar_production),
    source: ADMIN_SOURCE,
    is_estimate: false,
  };
  const [row] = await db
    .insert(production_stats)
    .values(values)
    .onConflictDoUpdate({
      target: [production_stats.year, production_stats.month],
      set: { ...values, updated_at: new Date() },
    })
    .returning({ id: production_stats.id, created: sql<boolean>`xmax = 0` });
  return row!;
}
