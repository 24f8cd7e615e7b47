import { describe, expect, it } from 'vitest';
import { complementOfSplit, installedPowerEntrySchema, productionEntrySchema, rescaleSplit, STAT_ENTRY_MESSAGES, statPercentages } from './statistics-entry';

const power = {
  year: 2024,
  month: 6,
  total_electric_power: 110_000,
  total_renewable_power: 60_000,
  total_solar_power: 15_000,
  total_licensed_solar: 2_000,
  total_unlicensed_solar: 13_000,
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('statistics entry rules (docs/product-rules.md#statistics)', () => {
  it('accepts consistent figures and rounds them to two decimals', () => {
    expect(installedPowerEntrySchema.parse({ ...power, total_electric_power: 110_000.004 }).total_electric_power).toBe(110_000);
  });

  it('refuses each broken rule with its message', () => {
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, total_licensed_solar: 2_500 }))).toEqual([STAT_ENTRY_MESSAGES.powerSplit]);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, total_renewable_power: 14_000 }))).toEqual([STAT_ENTRY_MESSAGES.powerSolarOverRenewable]);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, total_electric_power: 50_000 }))).toEqual([STAT_ENTRY_MESSAGES.powerRenewableOverElectric]);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, total_solar_power: -1 }))).toContain(STAT_ENTRY_MESSAGES.nonNegative);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, month: 13 }))).toEqual([STAT_ENTRY_MESSAGES.monthRange]);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, year: 1999 }))).toEqual([STAT_ENTRY_MESSAGES.yearRange(new Date().getFullYear())]);
    expect(messageOf(installedPowerEntrySchema.safeParse({ ...power, year: new Date().getFullYear() + 1 }))).toHaveLength(1);
    expect(installedPowerEntrySchema.safeParse({ ...power, renewable_percentage: 5 }).success).toBe(false);

    const production = {
      year: 2023,
      month: 1,
      total_electric_production: 25_000_000,
      total_renewable_production: 11_000_000,
      total_solar_production: 1_200_000,
      total_licensed_solar_production: 200_000,
      total_unlicensed_solar_production: 1_000_000,
    };
    expect(productionEntrySchema.safeParse(production).success).toBe(true);
    expect(messageOf(productionEntrySchema.safeParse({ ...production, total_licensed_solar_production: 1 }))).toEqual([STAT_ENTRY_MESSAGES.productionSplit]);
    expect(messageOf(productionEntrySchema.safeParse({ ...production, total_renewable_production: 1_000 }))).toEqual([
      STAT_ENTRY_MESSAGES.productionSolarOverRenewable,
    ]);
    expect(messageOf(productionEntrySchema.safeParse({ ...production, total_electric_production: 10 }))).toEqual([
      STAT_ENTRY_MESSAGES.productionRenewableOverElectric,
    ]);
  });

  it('computes the read-only percentages and the auto-split', () => {
    expect(statPercentages(110_000, 60_000, 15_000)).toEqual({ renewable_percentage: 54.55, solar_percentage: 25 });
    expect(statPercentages(0, 0, 0)).toEqual({ renewable_percentage: 0, solar_percentage: 0 });
    expect(complementOfSplit(15_000, 13_000)).toBe(2_000);
    expect(complementOfSplit(15_000, 16_000)).toBe(0);
    expect(rescaleSplit(15_000, 30_000, 2_000)).toEqual({ licensed: 4_000, unlicensed: 26_000 });
    expect(rescaleSplit(0, 1_000.01, 0)).toEqual({ licensed: 500.01, unlicensed: 500 });
  });
});
