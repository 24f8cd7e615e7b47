import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { installedPowerEntrySchema, productionEntrySchema } from '../../../shared/schemas/statistics-entry';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { describeOnEachDatabase } from '../../test/test-app';
import { saveInstalledPower, saveProduction } from './save-statistics';

describeOnEachDatabase('statistics entry', (ctx) => {
  it('creates a month, then replaces it; percentages are computed on the server', async () => {
    const entry = installedPowerEntrySchema.parse({
      year: 2024,
      month: 6,
      total_electric_power: 110_000,
      total_renewable_power: 60_000,
      total_solar_power: 15_000,
      total_licensed_solar: 2_000,
      total_unlicensed_solar: 13_000,
    });
    expect((await saveInstalledPower(ctx.db, entry)).created).toBe(true);
    const again = await saveInstalledPower(ctx.db, { ...entry, total_solar_power: 16_000, total_unlicensed_solar: 14_000 });
    expect(again.created).toBe(false);
    const rows = await ctx.db.select().from(installed_power_stats).where(eq(installed_power_stats.year, 2024));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total_solar_power: 16_000, renewable_percentage: 54.55, solar_percentage: 26.67, is_estimate: false });

    const production = productionEntrySchema.parse({
      year: 2023,
      month: 1,
      total_electric_production: 25_000_000,
      total_renewable_production: 11_000_000,
      total_solar_production: 1_200_000,
      total_licensed_solar_production: 200_000,
      total_unlicensed_solar_production: 1_000_000,
    });
    await saveProduction(ctx.db, production);
    const [row] = await ctx.db.select().from(production_stats).where(eq(production_stats.year, 2023));
    expect(row).toMatchObject({ renewable_percentage: 44, solar_percentage: 10.91 });
  });
});
