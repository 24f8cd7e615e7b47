import { z } from '../zod';

// The premium dashboard's summaries (docs/product-rules.md#dashboard). Each is one aggregate query.

const namedCount = z.object({ name: z.string(), count: z.number().int() });
/** Installed DC power normalised to MWp (kWp / 1000). */
const namedPower = namedCount.extend({ total_dc_power_mwp: z.number() });

export const projectSummarySchema = z.object({
  total_projects: z.number().int(),
  /** Sum of DC power over projects that state it, MWp. */
  total_dc_power_mwp: z.number(),
  /** Average DC power of the projects that state it, MWp (0 when none do). */
  average_dc_power_mwp: z.number(),
  by_status: z.array(namedPower),
  by_type: z.array(namedCount),
  /** Top 10 cities by installed DC power (cities with none stated are left out). */
  top_cities: z.array(namedPower),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const companySummarySchema = z.object({
  total_companies: z.number().int(),
  verified_companies: z.number().int(),
  by_activity: z.array(namedCount),
  by_product: z.array(namedCount),
  /** Top 10 cities by company count. */
  top_cities: z.array(namedCount),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const stationSummaryQuerySchema = z.object({
  year: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{4}$/.test(v) ? Number(v) : undefined)),
});

/** Latest month of the chosen (default: newest) year. */
export const stationSummarySchema = z.object({
  years: z.array(z.number().int()),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** MWe. */
  total_capacity: z.number(),
  station_count: z.number().int(),
  city_count: z.number().int(),
  /** Top 10 cities by available capacity. */
  top_cities: z.array(z.object({ city_id: z.uuid(), name: z.string(), total_capacity: z.number(), station_count: z.number().int() })),
});
export type StationSummary = z.infer<typeof stationSummarySchema>;
