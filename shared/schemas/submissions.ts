import { z } from '../zod';
import {
  AC_POWER_UNITS,
  CURRENCIES,
  DC_POWER_UNITS,
  DEFAULT_CURRENCY,
  ESTABLISHMENT_YEAR_MIN,
  PROJECT_COMPANY_ROLES,
  REVIEW_STATUSES,
  STORAGE_UNITS,
  type ProjectCompanyRole,
} from '../constants';
import { blankToUndefined, optionalHttpUrl, optionalNumber, optionalText } from './form-values';

/** Turkish labels of a submission's review status (docs/product-rules.md#submissions). */
export const SUBMISSION_STATUS_LABELS: Record<(typeof REVIEW_STATUSES)[number], string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const SUBMISSION_MESSAGES = {
  companySaveFailed: 'Firma kaydedilirken bir hata oluştu',
  projectSaveFailed: 'Proje kaydedilirken bir hata oluştu',
  listFailed: 'Başvurular yüklenirken bir hata oluştu',
  signInRequired: 'Oturum açmanız gerekiyor',
  tooMany: 'Çok fazla başvuru gönderdiniz. Lütfen bir saat sonra tekrar deneyin.',
} as const;

/** One row of the member's own submissions table (docs/product-rules.md#submissions: name, status, date and time, feedback). */
export const ownSubmissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  admin_feedback: z.string().nullable(),
  created_at: z.string(),
});
export type OwnSubmission = z.infer<typeof ownSubmissionSchema>;

export const ownSubmissionsSchema = z.object({ companies: z.array(ownSubmissionSchema), projects: z.array(ownSubmissionSchema) });
export type OwnSubmissions = z.infer<typeof ownSubmissionsSchema>;

/** What the member reads once a submission is stored (docs/product-rules.md#submissions). */
export const SUBMISSION_SENT = 'Başvurunuz gönderildi. Onaylandıktan sonra görünecektir (onay genellikle 24–48 saat sürer).';

/** The form moves on to /profile/submissions this long after a successful submit (docs/product-rules.md#submissions). */
export const SUBMISSION_REDIRECT_MS = 2000;

/** docs/product-rules.md#submissions company submission messages (exact Turkish texts). */
export const COMPANY_SUBMISSION_MESSAGES = {
  companyName: 'Firma adı zorunludur',
  activityType: 'Faaliyet alanı zorunludur',
  productType: 'Ürün/hizmet tipi zorunludur',
  city: 'Şehir zorunludur',
  year: 'Kuruluş yılı 1900 ile bu yıl arasında bir tam sayı olmalıdır',
  url: 'Geçerli bir adres girin',
  email: 'Geçerli bir e-posta adresi girin',
  success: SUBMISSION_SENT,
} as const;

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(z.uuid(message));
const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, 'En fazla 300 karakter girilebilir');

/**
 * One schema for the company submission form (client) and POST /api/me/submissions/companies (server).
 * Strict: user_id, status, is_verified or any other unknown key is refused.
 */
export const companySubmissionSchema = z.strictObject({
  company_name: requiredName(COMPANY_SUBMISSION_MESSAGES.companyName),
  activity_type_id: requiredId(COMPANY_SUBMISSION_MESSAGES.activityType),
  product_type_id: requiredId(COMPANY_SUBMISSION_MESSAGES.productType),
  city_id: requiredId(COMPANY_SUBMISSION_MESSAGES.city),
  establishment_year: optionalNumber(
    z
      .number({ error: COMPANY_SUBMISSION_MESSAGES.year })
      .int(COMPANY_SUBMISSION_MESSAGES.year)
      .min(ESTABLISHMENT_YEAR_MIN, COMPANY_SUBMISSION_MESSAGES.year)
      .refine((y) => y <= new Date().getFullYear(), COMPANY_SUBMISSION_MESSAGES.year),
  ),
  website: optionalHttpUrl(COMPANY_SUBMISSION_MESSAGES.url),
  linkedin: optionalHttpUrl(COMPANY_SUBMISSION_MESSAGES.url),
  relevant_person: optionalText(),
  title: optionalText(),
  email: z.preprocess(blankToUndefined, z.email(COMPANY_SUBMISSION_MESSAGES.email).max(320, COMPANY_SUBMISSION_MESSAGES.email).optional()),
  phone: optionalText(30),
});
export type CompanySubmissionInput = z.input<typeof companySubmissionSchema>;
export type CompanySubmission = z.output<typeof companySubmissionSchema>;

/** docs/product-rules.md#submissions project submission messages (the six "… zorunludur" are the spec's exact texts). */
export const PROJECT_SUBMISSION_MESSAGES = {
  projectName: 'Proje adı zorunludur',
  statusType: 'Proje durumu zorunludur',
  type: 'Proje tipi zorunludur',
  location: 'Uygulama yeri zorunludur',
  city: 'Şehir zorunludur',
  district: 'İlçe zorunludur',
  districtOutsideCity: 'Seçilen ilçe bu şehre ait değil',
  number: 'Sayı girilmelidir',
  notNegative: 'Değer 0 veya daha büyük olmalıdır',
  step: 'En fazla iki ondalık basamak girilebilir',
  stepThree: 'En fazla üç ondalık basamak girilebilir',
  tooLarge: 'Değer çok büyük',
  date: 'Geçerli bir tarih girin',
  company: 'Seçilen firma bulunamadı',
  success: SUBMISSION_SENT,
} as const;

const M = PROJECT_SUBMISSION_MESSAGES;
/**
 * Power and capacity, ≥ 0, to the 0.001 the database keeps (numeric(14,3)): every form takes what
 * the column keeps and nothing finer, so nothing is rounded away on the way in and a stored value is
 * saved back unchanged (decision 052).
 */
export const powerAmount = (decimals: 2 | 3) =>
  optionalNumber(
    z
      .number({ error: M.number })
      .min(0, M.notNegative)
      .max(1e9, M.tooLarge)
      .refine((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6, decimals === 2 ? M.step : M.stepThree),
  );
const amount = powerAmount(3);
/** Two decimals, as numeric(18,2) keeps a cost. */
export const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** A cost: ≥ 0, to the cent the database keeps (numeric(18,2)). */
const cost = optionalNumber(z.number({ error: M.number }).min(0, M.notNegative).max(1e15, M.tooLarge).refine(hasCents, M.step));
const day = z.preprocess(blankToUndefined, z.iso.date(M.date).optional());
const companyLink = z.preprocess(blankToUndefined, z.uuid(M.company).optional());

/**
 * One schema for the project submission form and POST /api/me/submissions/projects. The nine
 * related companies are picked from the catalogue by id; owners engineering may instead be typed as
 * free text, and inspection consulting is free text (docs/product-rules.md#submissions). Strict, like the company's.
 */
export const projectSubmissionSchema = z.strictObject({
  project_name: requiredName(M.projectName),
  status_type_id: requiredId(M.statusType),
  type_id: requiredId(M.type),
  location_id: requiredId(M.location),
  city_id: requiredId(M.city),
  district_id: requiredId(M.district),
  dc_power: amount,
  dc_power_unit: z.enum(DC_POWER_UNITS).default(DC_POWER_UNITS[0]),
  ac_power: amount,
  ac_power_unit: z.enum(AC_POWER_UNITS).default(AC_POWER_UNITS[0]),
  storage_capacity: amount,
  storage_capacity_unit: z.enum(STORAGE_UNITS).default(STORAGE_UNITS[0]),
  total_investment_cost: cost,
  investment_currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  investor: optionalText(),
  contractor: optionalText(),
  pv_module: optionalText(),
  inverter: optionalText(),
  construction: optionalText(),
  inspection_consulting: optionalText(),
  maintenance_repair: optionalText(),
  financial_institution: optionalText(),
  permission_status: optionalText(),
  project_start_date: day,
  commissioning_date: day,
  ...(Object.fromEntries(PROJECT_COMPANY_ROLES.map(({ role }) => [role, companyLink])) as Record<ProjectCompanyRole, typeof companyLink>),
  /** Owners engineering by name, when the firm is not in the catalogue. */
  owners_engineering: optionalText(300),
});
export type ProjectSubmissionInput = z.input<typeof projectSubmissionSchema>;
export type ProjectSubmission = z.output<typeof projectSubmissionSchema>;

/** The company picker (docs/product-rules.md#submissions): a name search from 3 characters, 10 results by name. */
export const COMPANY_PICKER_MIN_CHARS = 3;
export const COMPANY_PICKER_LIMIT = 10;
export const companyOptionsQuerySchema = z.object({
  search: z.string().trim().min(COMPANY_PICKER_MIN_CHARS, `En az ${COMPANY_PICKER_MIN_CHARS} karakter girin`).max(100),
});
export const companyOptionsSchema = z.object({ items: z.array(z.object({ id: z.uuid(), company_name: z.string() })) });
export type CompanyOption = z.infer<typeof companyOptionsSchema>['items'][number];
