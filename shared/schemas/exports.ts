import { z } from '../zod';
import { COMPANY_SORTS, PROJECT_SORTS, quotedTotal, searchParam } from './catalog';
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportKind } from '../constants';
import { EXPORT_MESSAGES } from '../export-messages';
import { STATION_SORTS } from '../station-constants';
import { optionalSourceId } from './sources';

// Paid exports (docs/product-rules.md#exports, decisions 045 and 063): the project, company and
// station lists, and the statistics tables. An export is the list's own filter set: the same
// parameters the list takes, named by `kind`.

const uuidOrAbsent = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === '' || z.uuid().safeParse(v).success, { message: EXPORT_MESSAGES.invalidFilter })
  .transform((v) => (v ? v : undefined));

const intIn = (min: number, max: number) =>
  z
    .number({ message: EXPORT_MESSAGES.invalidFilter })
    .int({ message: EXPORT_MESSAGES.invalidFilter })
    .min(min, { message: EXPORT_MESSAGES.invalidFilter })
    .max(max, { message: EXPORT_MESSAGES.invalidFilter })
    .optional();

/** Every filter an export may carry; which of them a list takes is EXPORT_FILTERS. */
export const EXPORT_FILTER_KEYS = ['search', 'city_id', 'source_id', 'type_id', 'status_type_id', 'activity_type_id', 'product_type_id', 'year', 'month', 'trend'] as const;
export type ExportFilterKey = (typeof EXPORT_FILTER_KEYS)[number];

/**
 * The filters of each list, as the list itself takes them: the catalogue's search and filters, the
 * station list's period, city and source (docs/product-rules.md#transformer-stations), a statistics
 * table's year or its trend window ("Son 24 ay", docs/decisions/042).
 */
export const EXPORT_FILTERS: Record<ExportKind, readonly ExportFilterKey[]> = {
  projects: ['search', 'city_id', 'source_id', 'type_id', 'status_type_id'],
  companies: ['search', 'city_id', 'source_id', 'activity_type_id', 'product_type_id'],
  stations: ['year', 'month', 'city_id', 'source_id'],
  'installed-power': ['year', 'trend'],
  production: ['year', 'trend'],
};

/** The orders a list offers; a statistics table has one order (newest month first). */
export const EXPORT_SORTS: Record<ExportKind, readonly string[]> = {
  projects: PROJECT_SORTS,
  companies: COMPANY_SORTS,
  stations: STATION_SORTS,
  'installed-power': [],
  production: [],
};

const exportFields = z.object({
  kind: z.enum(EXPORT_KINDS, { message: EXPORT_MESSAGES.invalidKind }),
  search: searchParam,
  city_id: uuidOrAbsent,
  source_id: optionalSourceId,
  type_id: uuidOrAbsent,
  status_type_id: uuidOrAbsent,
  activity_type_id: uuidOrAbsent,
  product_type_id: uuidOrAbsent,
  /** Stations: the figures' year; statistics: the table's year. */
  year: intIn(2000, 2100),
  /** Stations: the figures' month. */
  month: intIn(1, 12),
  /** Statistics: the months the table opens on (the trend window), instead of a year. */
  trend: z
    .boolean({ message: EXPORT_MESSAGES.invalidFilter })
    .optional()
    .transform((v) => (v ? true : undefined)),
  sort: z.enum([...new Set(Object.values(EXPORT_SORTS).flat())] as [string, ...string[]]).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});

function sameList(value: z.output<typeof exportFields>, ctx: z.RefinementCtx) {
  // A filter or order of another list is a mistake, not something to ignore silently.
  const own: readonly string[] = EXPORT_FILTERS[value.kind];
  for (const key of EXPORT_FILTER_KEYS) if (value[key] !== undefined && !own.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: EXPORT_MESSAGES.invalidFilter });
  if (value.year !== undefined && value.trend) ctx.addIssue({ code: 'custom', path: ['trend'], message: EXPORT_MESSAGES.invalidFilter });
  const sorts = EXPORT_SORTS[value.kind];
  if ((value.sort && !sorts.includes(value.sort)) || (value.dir && sorts.length === 0)) ctx.addIssue({ code: 'custom', path: ['sort'], message: EXPORT_MESSAGES.invalidSort });
}

export const exportRequestSchema = exportFields.superRefine(sameList);
export type ExportRequest = z.output<typeof exportRequestSchema>;
export type ExportRequestBody = z.input<typeof exportRequestSchema>;

/** Confirming: the total the dialog showed; the server charges only that (else 402 with the new quote). */
export const exportConfirmSchema = exportFields
  .extend({ quoted_total: quotedTotal })
  .superRefine(sameList);

export const exportQuoteSchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  row_count: z.number().int(),
  /** The `export_rows` cost now, per `rows_per_unit` rows started. */
  unit_cost: z.number().int(),
  rows_per_unit: z.number().int(),
  /** What confirming costs now: 0 when the same export was paid within 24 hours. */
  total: z.number().int(),
  balance: z.number().int(),
  /** The export already paid within 24 hours, free to download again. */
  paid_export_id: z.uuid().nullable(),
  max_rows: z.number().int(),
});
export type ExportQuote = z.infer<typeof exportQuoteSchema>;

export const exportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EXPORT_KINDS),
  row_count: z.number().int(),
  /** What this confirmation debited (0 when the export was paid within 24 hours). */
  charged: z.number().int(),
  balance: z.number().int(),
  expires_at: z.string(),
  download: z.object({ csv: z.string(), xlsx: z.string() }),
});
export type ExportCreated = z.infer<typeof exportSchema>;

export const exportIdParamsSchema = z.object({ id: z.uuid({ message: EXPORT_MESSAGES.notFound }) });
export const exportDownloadQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, { message: EXPORT_MESSAGES.invalidFormat }) });
