import { z } from '../zod';
import { CATALOG_MESSAGES } from '../catalog-messages';
import { AC_POWER_UNITS, CURRENCIES, DC_POWER_UNITS, SEARCH_MIN_CHARS, STORAGE_UNITS } from '../constants';
import { projectHistorySchema, trackRecordSchema } from './history';
import { optionalSourceId, sourceRefsSchema } from './sources';

// Contracts of the project and company lists and details (docs/product-rules.md#catalogue).

const uuid = z.uuid();
const optionalUuid = z
  .string()
  .optional()
  .transform((v) => (v && uuid.safeParse(v).success ? v : undefined));

/** A list's search text: trimmed, empty is none, shorter than SEARCH_MIN_CHARS refused. */
export const searchParam = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || [...v].length >= SEARCH_MIN_CHARS, { message: CATALOG_MESSAGES.searchTooShort });

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const direction = z.enum(['asc', 'desc']).optional();

export const PROJECT_SORTS = ['project_name', 'city', 'dc_power', 'ac_power', 'updated_at'] as const;
export const COMPANY_SORTS = ['company_name', 'city', 'establishment_year'] as const;

// Reading a list (GET) never charges: a page or filter that costs Bakiye answers 402 with a quote, and
// the user's acceptance is a POST to .../list carrying the quoted total (decision 008;
// docs/reliability.md#attack-pass, finding 1).
const listQueryBase = z.object({ search: searchParam, city_id: optionalUuid, source_id: optionalSourceId, dir: direction, page });

/** The total the user accepted; if the cost changed meanwhile the server quotes again instead of charging. */
export const quotedTotal = z.number({ message: CATALOG_MESSAGES.quoteRequired }).int().min(0).max(1_000_000);

export const projectListQuerySchema = listQueryBase.extend({
  type_id: optionalUuid,
  status_type_id: optionalUuid,
  sort: z.enum(PROJECT_SORTS).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export const projectListChargeSchema = projectListQuerySchema.extend({ quoted_total: quotedTotal });

export const companyListQuerySchema = listQueryBase.extend({
  activity_type_id: optionalUuid,
  product_type_id: optionalUuid,
  sort: z.enum(COMPANY_SORTS).optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;
export const companyListChargeSchema = companyListQuerySchema.extend({ quoted_total: quotedTotal });

/**
 * Opening a verified item (POST …/:id/open): the cost the confirmation showed. The server opens and
 * charges only if it is still the cost, else answers 409 COST_CHANGED with the new one.
 */
export const openItemBodySchema = z.object({ expected_cost: quotedTotal });
export type OpenItemBody = z.infer<typeof openItemBodySchema>;

const named = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const projectListItemSchema = z.object({
  id: z.uuid(),
  project_name: z.string(),
  status: named,
  type: named,
  city: named,
  district: named,
  dc_power: z.number().nullable(),
  dc_power_unit: z.enum(DC_POWER_UNITS),
  ac_power: z.number().nullable(),
  ac_power_unit: z.enum(AC_POWER_UNITS),
  project_start_date: z.string().nullable(),
  commissioning_date: z.string().nullable(),
  updated_at: z.string(),
  is_verified: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const companyListItemSchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  activity_type: named,
  product_type: named,
  city: named,
  establishment_year: z.number().int().nullable(),
  /** Premium fields of a verified company: null until the viewer has opened it (docs/product-rules.md#catalogue). */
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  is_verified: z.boolean(),
  /** A member verified as its representative: the "Doğrulanmış firma" mark, apart from is_verified (docs/decisions/069). */
  represented: z.boolean(),
  is_locked: z.boolean(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const chargeSchema = z.object({ cost_key: z.string(), amount: z.number().int(), balance: z.number().int() });

const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    /**
     * Exact up to the cap; beyond it `total_capped` is true and total is the cap. A filtered list with
     * many matches on a big table gives an estimate instead, with `total_approximate` (decision 023).
     */
    total: z.number().int(),
    total_capped: z.boolean(),
    total_approximate: z.boolean(),
    charges: z.array(chargeSchema),
  });

export const projectListSchema = listPage(projectListItemSchema);
export type ProjectList = z.infer<typeof projectListSchema>;
export const companyListSchema = listPage(companyListItemSchema);
export type CompanyList = z.infer<typeof companyListSchema>;

/** Body of a 402 COST_CONFIRMATION_REQUIRED answer: what the action would cost. */
export const costQuoteSchema = z.object({
  costs: z.array(z.object({ cost_key: z.string(), amount: z.number().int() })),
  total: z.number().int(),
  balance: z.number().int(),
});
export type CostQuote = z.infer<typeof costQuoteSchema>;

export { CURRENCIES, STORAGE_UNITS };

export const ACCESS = ['full', 'locked', 'payment_required'] as const;
export type Access = (typeof ACCESS)[number];

/** `represented`: the company has a verified representative, the "Doğrulanmış firma" mark (docs/decisions/069). */
const linkedCompany = z.object({ role: z.string(), role_label: z.string(), id: z.uuid(), company_name: z.string(), represented: z.boolean().optional() });

/** Premium-only keys are absent (not null) unless access is 'full'. */
export const projectDetailSchema = projectListItemSchema.extend({
  storage_capacity: z.number().nullable(),
  storage_capacity_unit: z.enum(STORAGE_UNITS),
  location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  investor: z.string().nullable().optional(),
  contractor: z.string().nullable().optional(),
  pv_module: z.string().nullable().optional(),
  inverter: z.string().nullable().optional(),
  construction: z.string().nullable().optional(),
  inspection_consulting: z.string().nullable().optional(),
  maintenance_repair: z.string().nullable().optional(),
  total_investment_cost: z.number().nullable().optional(),
  investment_currency: z.enum(CURRENCIES).optional(),
  financial_institution: z.string().nullable().optional(),
  permission_status: z.string().nullable().optional(),
  companies: z.array(linkedCompany).optional(),
  /** The project's kept history, newest first: part of the paid detail (decision 042). */
  history: projectHistorySchema.optional(),
  /** Where the project's data comes from: shown to every viewer who may open it (decision 041). */
  sources: sourceRefsSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const companyDetailSchema = companyListItemSchema.omit({ website: true, linkedin: true, is_locked: true }).extend({
  logo: z.string().nullable(),
  organization_short_description: z.string().nullable(),
  /** A member verified as its representative: the "Doğrulanmış firma" mark, apart from is_verified (docs/decisions/069). */
  represented: z.boolean().optional(),
  website: z.string().nullable().optional(),
  linkedin: z.string().nullable().optional(),
  relevant_person: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  raw_address: z.string().nullable().optional(),
  num_employees: z.string().nullable().optional(),
  district: z.string().nullable().optional(),
  relevant_person_linkedin: z.string().nullable().optional(),
  /** What the company's projects became: part of the paid detail (decision 042). */
  track_record: trackRecordSchema.optional(),
  /** Where the company's data comes from: shown to every viewer who may open it (decision 041). */
  sources: sourceRefsSchema,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** What every detail answer carries besides the item: the viewer's access and the cost to open it. */
const detailAccess = {
  access: z.enum(ACCESS),
  cost: z.number().int().nullable(),
  charged: z.object({ amount: z.number().int(), balance: z.number().int() }).nullable().optional(),
};

export const projectDetailResponseSchema = z.object({ project: projectDetailSchema, ...detailAccess });
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

export const companyDetailResponseSchema = z.object({ company: companyDetailSchema, ...detailAccess });
export type CompanyDetailResponse = z.infer<typeof companyDetailResponseSchema>;

export const referencesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const referencesSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), project_name: z.string(), status: named, city: named, roles: z.array(z.string()) })),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type CompanyReferences = z.infer<typeof referencesSchema>;
