import { z } from '../zod';

// National installed power (MW) and production (MWh) by month (spec 2 §2.4, §3).

export const statisticsQuerySchema = z.object({
  /** A year narrows the rows; no year (or a bad one) returns every row. */
  year: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{4}$/.test(v) ? Number(v) : undefined)),
});

const nullableNumber = z.number().nullable();

export const installedPowerRowSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  month: z.number().int(),
  total_electric_power: z.number(),
  total_renewable_power: z.number(),
  total_solar_power: z.number(),
  total_licensed_solar: nullableNumber,
  total_unlicensed_solar: nullableNumber,
  /** Percentage points, 0–100. */
  renewable_percentage: nullableNumber,
  solar_percentage: nullableNumber,
  is_estimate: z.boolean(),
});
export type InstalledPowerRow = z.infer<typeof installedPowerRowSchema>;

/** Production rows in MWh as stored; the views show GWh (`mwhToGwh`). */
export const productionRowSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  month: z.number().int(),
  total_electric_production: z.number(),
  total_renewable_production: z.number(),
  total_solar_production: z.number(),
  total_licensed_solar_production: nullableNumber,
  total_unlicensed_solar_production: nullableNumber,
  renewable_percentage: nullableNumber,
  solar_percentage: nullableNumber,
  is_estimate: z.boolean(),
});
export type ProductionRow = z.infer<typeof productionRowSchema>;

const statisticsResponse = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    /** Distinct years with data, newest first. */
    years: z.array(z.number().int()),
    /** Ordered by year, then month, descending. */
    items: z.array(row),
  });

export const installedPowerResponseSchema = statisticsResponse(installedPowerRowSchema);
export type InstalledPowerResponse = z.infer<typeof installedPowerResponseSchema>;
export const productionResponseSchema = statisticsResponse(productionRowSchema);
export type ProductionResponse = z.infer<typeof productionResponseSchema>;
