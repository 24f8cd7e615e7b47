import { z } from '../zod';
import { DATA_QUALITY_MESSAGES as M, GAP_KEYS } from '../data-quality';
import { adminListQuerySchema, adminPageSchema } from './admin/list';
import { recordIdSchema } from './common';
import { blankToUndefined } from './form-values';

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md).

export const gapParamsSchema = z.object({ key: z.enum(GAP_KEYS, { message: M.invalidGap }) });

/** A gap list's query: the admin lists' search and page, a source the records link to, a province. */
export const gapListQuerySchema = adminListQuerySchema.extend({
  source_id: z.preprocess(blankToUndefined, recordIdSchema('Geçersiz kaynak').optional()),
  city_id: z.preprocess(blankToUndefined, recordIdSchema('Geçersiz şehir').optional()),
});

export const gapRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  /** The names of the sources it links to. */
  sources: z.array(z.string()),
  /** The newest "veri tarihi" of those links (YYYY-MM-DD); null when none is dated. */
  newest_data_date: z.string().nullable(),
});
export type GapRow = z.infer<typeof gapRowSchema>;
export const gapPageSchema = adminPageSchema(gapRowSchema);

const countsSchema = z.object(Object.fromEntries(GAP_KEYS.map((key) => [key, z.number().int()])) as Record<(typeof GAP_KEYS)[number], z.ZodNumber>);
const trendSchema = z.array(z.object({ day: z.string(), count: z.number().int() }));

/** Each gap's count now and its stored daily counts of the last 30 days (oldest first). */
export const gapSummarySchema = z.object({
  counts: countsSchema,
  trends: z.object(Object.fromEntries(GAP_KEYS.map((key) => [key, trendSchema])) as Record<(typeof GAP_KEYS)[number], typeof trendSchema>),
});
export type GapSummary = z.infer<typeof gapSummarySchema>;

export const nationalCoverageSchema = z.object({
  /** Known AC power of the catalogue's commissioned projects, MWe; those without one are counted apart. */
  catalogue_mw: z.number(),
  commissioned_projects: z.number().int(),
  unknown_power_projects: z.number().int(),
  /** The newest official installed solar power that is not an estimate, its month and where it was read. */
  official: z
    .object({
      mw: z.number(),
      year: z.number().int(),
      month: z.number().int(),
      page: z.string().nullable(),
      source_name: z.string().nullable(),
      publisher: z.string().nullable(),
    })
    .nullable(),
  share: z.number().nullable(),
});
export type NationalCoverage = z.infer<typeof nationalCoverageSchema>;

export const provinceCoverageSchema = z.object({
  city_id: z.uuid(),
  plate_code: z.number().int(),
  name: z.string(),
  /** Commissioned projects in the catalogue, their known AC power (null: none is known) and how many have none. */
  projects: z.number().int(),
  catalogue_mw: z.number().nullable(),
  unknown_power_projects: z.number().int(),
  /** The ministry's published figure for the province and its month (YYYY-MM), where one was published. */
  official_mw: z.number().nullable(),
  official_as_of: z.string().nullable(),
  share: z.number().nullable(),
});
export type ProvinceCoverage = z.infer<typeof provinceCoverageSchema>;

export const coverageSchema = z.object({
  national: nationalCoverageSchema,
  provinces: z.array(provinceCoverageSchema),
  official_sources: z.array(z.object({ as_of: z.string(), publisher: z.string(), source: z.string() })),
});
export type Coverage = z.infer<typeof coverageSchema>;
