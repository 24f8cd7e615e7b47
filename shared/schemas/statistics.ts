import { z } from '../zod';
import { sourceRefsSchema } from './sources';

// National installed power (MW) and production (MWh) by month (docs/product-rules.md#statistics).

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
  /** Null where the month's source gives only the solar figure (docs/decisions/055). */
  total_electric_power: nullableNumber,
  total_renewable_power: nullableNumber,
  total_solar_power: z.number(),
  total_licensed_solar: nullableNumber,
  total_unlicensed_solar: nullableNumber,
  /** Percentage points, 0–100. */
  renewable_percentage: nullableNumber,
  solar_percentage: nullableNumber,
  is_estimate: z.boolean(),
  /** The month's source (decision 041), one of the answer's `sources`; null when none is recorded. */
  source_id: z.uuid().nullable(),
});
export type InstalledPowerRow = z.infer<typeof installedPowerRowSchema>;

/** Production rows in MWh as stored; the views show GWh (`mwhToGwh`). */
export const productionRowSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  month: z.number().int(),
  /** Null where the month's source gives only the solar figure (docs/decisions/055). */
  total_electric_production: nullableNumber,
  total_renewable_production: nullableNumber,
  total_solar_production: z.number(),
  total_licensed_solar_production: nullableNumber,
  total_unlicensed_solar_production: nullableNumber,
  renewable_percentage: nullableNumber,
  solar_percentage: nullableNumber,
  is_estimate: z.boolean(),
  /** The month's source (decision 041), one of the answer's `sources`; null when none is recorded. */
  source_id: z.uuid().nullable(),
});
export type ProductionRow = z.infer<typeof productionRowSchema>;

const period = z.object({ year: z.number().int(), month: z.number().int() });

/** The months a statistic opens on (`trendWindow` in shared/statistics-display.ts, decision 042). */
export const trendWindowSchema = z.object({
  from: period,
  to: period,
  months: z.number().int(),
  annual: z.boolean(),
});

const statisticsResponse = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    /** Distinct years with data, newest first. */
    years: z.array(z.number().int()),
    /** Ordered by year, then month, descending. */
    items: z.array(row),
    /** The default view over every row (whatever `year` narrowed `items` to); null without rows. */
    trend: trendWindowSchema.nullable(),
    /** The sources the rows name, each once, dated by its newest verification (decision 041). */
    sources: sourceRefsSchema,
  });

export const installedPowerResponseSchema = statisticsResponse(installedPowerRowSchema);
export type InstalledPowerResponse = z.infer<typeof installedPowerResponseSchema>;
export const productionResponseSchema = statisticsResponse(productionRowSchema);
export type ProductionResponse = z.infer<typeof productionResponseSchema>;
