import { z } from '../zod';
import { COMPANY_SORTS, PROJECT_SORTS, quotedTotal, searchParam } from './catalog';
import { EXPORT_FORMATS, EXPORT_KINDS } from '../constants';
import { EXPORT_MESSAGES } from '../export-messages';
import { optionalSourceId } from './sources';

// Paid exports of the project and company lists (docs/product-rules.md#exports, decision 045). An
// export is the list's own filter set: the same parameters the list takes, named by `kind`.

const uuidOrAbsent = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === '' || z.uuid().safeParse(v).success, { message: EXPORT_MESSAGES.invalidFilter })
  .transform((v) => (v ? v : undefined));

const PROJECT_FILTERS = ['type_id', 'status_type_id'] as const;
const COMPANY_FILTERS = ['activity_type_id', 'product_type_id'] as const;

const exportFields = z.object({
  kind: z.enum(EXPORT_KINDS, { message: EXPORT_MESSAGES.invalidKind }),
  search: searchParam,
  city_id: uuidOrAbsent,
  source_id: optionalSourceId,
  type_id: uuidOrAbsent,
  status_type_id: uuidOrAbsent,
  activity_type_id: uuidOrAbsent,
  product_type_id: uuidOrAbsent,
  sort: z.enum([...new Set([...PROJECT_SORTS, ...COMPANY_SORTS])] as [string, ...string[]]).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});

function sameList(value: z.output<typeof exportFields>, ctx: z.RefinementCtx) {
  // A filter or order of the other list is a mistake, not something to ignore silently.
  const foreign = value.kind === 'projects' ? COMPANY_FILTERS : PROJECT_FILTERS;
  for (const key of foreign) if (value[key]) ctx.addIssue({ code: 'custom', path: [key], message: EXPORT_MESSAGES.invalidFilter });
  const sorts: readonly string[] = value.kind === 'projects' ? PROJECT_SORTS : COMPANY_SORTS;
  if (value.sort && !sorts.includes(value.sort)) ctx.addIssue({ code: 'custom', path: ['sort'], message: EXPORT_MESSAGES.invalidSort });
}

export const exportRequestSchema = exportFields.superRefine(sameList);
export type ExportRequest = z.output<typeof exportRequestSchema>;

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
