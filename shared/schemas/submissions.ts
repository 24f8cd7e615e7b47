import { z } from 'zod';
import { REVIEW_STATUSES } from '../constants';

/** Turkish labels of a submission's review status (spec 2 §4). */
export const SUBMISSION_STATUS_LABELS: Record<(typeof REVIEW_STATUSES)[number], string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const SUBMISSION_MESSAGES = {
  companySaveFailed: 'Firma kaydedilirken bir hata oluştu',
  projectSaveFailed: 'Proje kaydedilirken bir hata oluştu',
  listFailed: 'Başvurular yüklenirken bir hata oluştu',
} as const;

/** One row of the member's own submissions table (spec 2 §2.13: name, status, date and time, feedback). */
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

/** Spec 2 §5 company submission messages (exact Turkish texts). */
export const COMPANY_SUBMISSION_MESSAGES = {
  companyName: 'Firma adı zorunludur',
  activityType: 'Faaliyet alanı zorunludur',
  productType: 'Ürün/hizmet tipi zorunludur',
  city: 'Şehir zorunludur',
  year: 'Kuruluş yılı 1900 ile bu yıl arasında bir tam sayı olmalıdır',
  url: 'Geçerli bir adres girin',
  email: 'Geçerli bir e-posta adresi girin',
  success: 'Başvurunuz gönderildi. Onaylandıktan sonra görünecektir (onay genellikle 24–48 saat sürer).',
} as const;

const optionalText = z.string().trim().max(500).optional().or(z.literal('').transform(() => undefined));
const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(z.uuid(message));

/**
 * One schema for the company submission form (client) and POST /api/me/submissions/companies (server).
 * Strict: user_id, status, is_verified or any other unknown key is refused.
 */
export const companySubmissionSchema = z.strictObject({
  company_name: z.string({ error: COMPANY_SUBMISSION_MESSAGES.companyName }).trim().min(1, COMPANY_SUBMISSION_MESSAGES.companyName).max(300),
  activity_type_id: requiredId(COMPANY_SUBMISSION_MESSAGES.activityType),
  product_type_id: requiredId(COMPANY_SUBMISSION_MESSAGES.productType),
  city_id: requiredId(COMPANY_SUBMISSION_MESSAGES.city),
  establishment_year: z
    .number({ error: COMPANY_SUBMISSION_MESSAGES.year })
    .int(COMPANY_SUBMISSION_MESSAGES.year)
    .min(1900, COMPANY_SUBMISSION_MESSAGES.year)
    .refine((y) => y <= new Date().getFullYear(), COMPANY_SUBMISSION_MESSAGES.year)
    .optional(),
  website: z.url(COMPANY_SUBMISSION_MESSAGES.url).max(500).optional().or(z.literal('').transform(() => undefined)),
  linkedin: z.url(COMPANY_SUBMISSION_MESSAGES.url).max(500).optional().or(z.literal('').transform(() => undefined)),
  relevant_person: optionalText,
  title: optionalText,
  email: z.email(COMPANY_SUBMISSION_MESSAGES.email).max(320).optional().or(z.literal('').transform(() => undefined)),
  phone: optionalText,
});
export type CompanySubmissionInput = z.input<typeof companySubmissionSchema>;
export type CompanySubmission = z.output<typeof companySubmissionSchema>;
