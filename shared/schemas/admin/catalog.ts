import { z } from '../../zod';
import { PHONE_PREFIX } from '../../constants';
import { blankToUndefined } from '../form-values';
import { companySubmissionSchema, powerAmount, projectSubmissionSchema } from '../submissions';
import { historyFormFields } from '../history';
import { adminPageSchema } from './list';
import { coordinate, STATION_ADMIN_MESSAGES } from './stations';

// The back office's project and company forms (docs/product-rules.md#admin-catalogue). They are the member's
// submission forms plus what only an admin sets: verification, the linked user, every field.

export const ADMIN_CATALOG_MESSAGES = {
  projectsLoadFailed: 'Projeler yüklenirken bir hata oluştu',
  projectLoadFailed: 'Proje yüklenirken bir hata oluştu',
  projectSaveFailed: 'Proje kaydedilirken bir hata oluştu',
  projectDeleteFailed: 'Proje silinirken bir hata oluştu',
  projectNotFound: 'Proje bulunamadı',
  projectDeleted: 'Proje kalıcı olarak silindi',
  projectDeleteWarning: 'Bu proje kalıcı olarak silinecek; bağlı öneriler de silinir. Bu işlem geri alınamaz.',
  companiesLoadFailed: 'Firmalar yüklenirken bir hata oluştu',
  companyLoadFailed: 'Firma yüklenirken bir hata oluştu',
  companySaveFailed: 'Firma kaydedilirken bir hata oluştu',
  companyDeleteFailed: 'Firma silinirken bir hata oluştu',
  companyNotFound: 'Firma bulunamadı',
  companyDeleted: 'Firma silindi',
  companyDeleteWarning: 'Bu firma kalıcı olarak silinecek; projelerdeki bağlantıları boşaltılır. Bu işlem geri alınamaz.',
  saved: 'Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...',
  phone: `Telefon numarası ${PHONE_PREFIX} sonrası 10 rakam olmalıdır`,
  user: 'Seçilen kullanıcı bulunamadı',
  noUser: 'Kullanıcı yok',
  coordinatesPaired: 'Enlem ve boylam birlikte girilmelidir',
} as const;

/**
 * The submission's fields and rules, nine company pickers, inspection consulting as text, and the
 * verified tick; power and storage to three decimals, as stored (an import may bring them).
 */
export const adminProjectFormSchema = projectSubmissionSchema.omit({ owners_engineering: true }).extend({
  dc_power: powerAmount(3),
  ac_power: powerAmount(3),
  storage_capacity: powerAmount(3),
  is_verified: z.boolean().default(false),
  // Where the plant is; both or neither (the table's CHECK), checked by the service with its message.
  latitude: coordinate(90, STATION_ADMIN_MESSAGES.latitude).default(null),
  longitude: coordinate(180, STATION_ADMIN_MESSAGES.longitude).default(null),
  // When a status, capacity or party change happened and where it was read (decision 042).
  ...historyFormFields,
});
export type AdminProjectFormInput = z.input<typeof adminProjectFormSchema>;
export type AdminProjectForm = z.output<typeof adminProjectFormSchema>;

/** "0532 123 45 67", "+90 532 123 4567" -> "+905321234567"; blank -> none; anything else is refused. */
const phone = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return blankToUndefined(value);
    const digits = value.replace(/[\s()-]/g, '').replace(/^\+90/, '').replace(/^0(?=\d{10}$)/, '');
    return digits === '' ? undefined : digits;
  },
  z
    .string()
    .regex(/^\d{10}$/, ADMIN_CATALOG_MESSAGES.phone)
    .transform((digits) => `${PHONE_PREFIX}${digits}`)
    .optional(),
);

/** docs/product-rules.md#admin-catalogue: the submission's fields, the phone after +90 (digits only), the linked user and the blue tick. */
export const adminCompanyFormSchema = companySubmissionSchema.extend({
  phone,
  user_id: z.preprocess(blankToUndefined, z.uuid(ADMIN_CATALOG_MESSAGES.user).optional()),
  is_verified: z.boolean().default(false),
});
export type AdminCompanyFormInput = z.input<typeof adminCompanyFormSchema>;
export type AdminCompanyForm = z.output<typeof adminCompanyFormSchema>;

export const adminProjectRowSchema = z.object({
  id: z.uuid(),
  project_name: z.string(),
  is_verified: z.boolean(),
  status: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export const adminProjectPageSchema = adminPageSchema(adminProjectRowSchema);

export const adminCompanyRowSchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  is_verified: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export const adminCompanyPageSchema = adminPageSchema(adminCompanyRowSchema);

/** A stored record as its edit form starts: the column values (null when empty) and the names its ids point to. */
export const adminRecordSchema = z.object({
  id: z.uuid(),
  values: z.record(z.string(), z.unknown()),
  /** Company names by link field, the linked user's e-mail under "user_id". */
  labels: z.record(z.string(), z.string()),
});
export type AdminRecord = z.infer<typeof adminRecordSchema>;
