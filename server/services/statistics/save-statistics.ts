import { and, eq } from 'drizzle-orm';
import { statPercentages, type InstalledPowerEntry, type ProductionEntry } from '../../../shared/schemas/statistics-entry';
import type { Db } from '../../db/client';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { audited, type Admin } from '../admin/audited';
import { changedColumns, isEmpty } from '../admin/changed-columns';
import { adminEntrySourceId, entryDay } from '../sources/admin-entry';

// Admin statistics entry (docs/product-rules.md#statistics-entry): one row per month and year, created or replaced; the
// percentages are computed here, whatever the form showed. Entered figures are not estimates. A
// month saved with the figures it already has keeps its row as it is, source included; a changed
// month is an admin entry, sourced to the admin-entry source and dated today (decision 052), never
// left under the publication it replaced.

const ADMIN_SOURCE = 'GüneşVeri yönetim paneli';

export function saveInstalledPower(db: Db, admin: Admin, entry: InstalledPowerEntry) {
  const values = {
    ...entry,
    ...statPercentages(entry.total_electric_power, entry.total_renewable_power, entry.total_solar_power),
    source: ADMIN_SOURCE,
    is_estimate: false,
  };
  return audited(db, admin, 'installed_power_stats', 'save', async (tx) => {
    const [before] = await tx
      .select()
      .from(installed_power_stats)
      .where(and(eq(installed_power_stats.year, entry.year), eq(installed_power_stats.month, entry.month)));
    if (before && isEmpty(changedColumns(before, entry))) return { entityId: before.id, result: { id: before.id, created: false }, unchanged: true };
    const entered = { ...values, source_id: await adminEntrySourceId(tx), verified_on: entryDay() };
    const [row] = await tx
      .insert(installed_power_stats)
      .values(entered)
      .onConflictDoUpdate({
        target: [installed_power_stats.year, installed_power_stats.month],
        set: { ...entered, updated_at: new Date() },
      })
      .returning();
    return { entityId: row!.id, before: before ?? null, after: row, result: { id: row!.id, created: !before } };
  });
}

export function saveProduction(db: Db, admin: Admin, entry: ProductionEntry) {
  const values = {
    ...entry,
    ...statPercentages(entry.total_electric_production, entry.total_renewable_production, entry.total_solar_production),
    source: ADMIN_SOURCE,
    is_estimate: false,
  };
  return audited(db, admin, 'production_stats', 'save', async (tx) => {
    const [before] = await tx.select().from(production_stats).where(and(eq(production_stats.year, entry.year), eq(production_stats.month, entry.month)));
    if (before && isEmpty(changedColumns(before, entry))) return { entityId: before.id, result: { id: before.id, created: false }, unchanged: true };
    const entered = { ...values, source_id: await adminEntrySourceId(tx), verified_on: entryDay() };
    const [row] = await tx
      .insert(production_stats)
      .values(entered)
      .onConflictDoUpdate({
        target: [production_stats.year, production_stats.month],
        set: { ...entered, updated_at: new Date() },
      })
      .returning();
    return { entityId: row!.id, before: before ?? null, after: row, result: { id: row!.id, created: !before } };
  });
}

/** The stored month, to start the form from (null when the month has no row yet). */
export async function findStatisticsMonth(db: Db, kind: 'installed-power' | 'production', year: number, month: number) {
  const table = kind === 'installed-power' ? installed_power_stats : production_stats;
  const [row] = await db
    .select()
    .from(table as typeof installed_power_stats)
    .where(and(eq(table.year, year), eq(table.month, month)));
  return row ?? null;
}
