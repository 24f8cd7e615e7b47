import { TOKEN_ADJUSTMENT } from '../../constants';
import { z } from '../../zod';
import { adminPageSchema } from './list';

// Users, their Bakiye and their roles (docs/product-rules.md#admin-users).

export const ADMIN_USER_MESSAGES = {
  loadFailed: 'Kullanıcılar yüklenirken bir hata oluştu',
  notFound: 'Kullanıcı bulunamadı',
  amount: 'Miktar 1 veya daha büyük bir tam sayı olmalıdır',
  description: 'Açıklama zorunludur',
  insufficient: 'Kullanıcının yeterli bakiyesi yok',
  creditFailed: 'Bakiye eklenirken bir hata oluştu',
  debitFailed: 'Bakiye düşülürken bir hata oluştu',
  credited: 'Bakiye eklendi',
  debited: 'Bakiye düşüldü',
  idempotencyKey: 'Idempotency-Key başlığı 1–200 görünür ASCII karakter olmalıdır',
  idempotencyKeyReused:
    'Bu Idempotency-Key başka bir bakiye işleminde kullanıldı (kullanıcı, yön, miktar ya da açıklama farklı); yeni bir işlem için yeni bir anahtar gönderin',
  ownAdmin: 'Kendi admin yetkilerinizi kaldıramazsınız',
  rolesSaved: 'Yetkiler güncellendi',
  assignFailed: 'Abonelik atama işlemi başarısız',
  removeFailed: 'Abonelik kaldırma işlemi başarısız',
  assigned: 'Abonelik atandı',
  removed: 'Abonelik kaldırıldı',
  packageRequired: 'Lütfen bir paket seçin',
  packageNotFound: 'Paket bulunamadı',
  noSubscription: 'Kullanıcının kaldırılacak bir aboneliği yok',
  paidNotCancelled: "Kullanıcının ücretli aboneliği iyzico'da iptal edilemedi; abonelik atanmadı. Lütfen tekrar deneyin.",
  subscriptionChanged: 'Kullanıcının aboneliği bu sırada değişti. Lütfen tekrar deneyin.',
  paidPremiumOff: "Kullanıcının iyzico'da ücretli aboneliği var. Premiumu kapatmak için \"Aboneliği Kaldır\"ı kullanın; abonelik iyzico'da da iptal edilir.",
  removePremiumConfirm: 'Kullanıcının premium üyeliği kaldırılacak. Emin misiniz?',
} as const;

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: z.string(),
  token_balance: z.number().int(),
  is_premium: z.boolean(),
  is_super_admin: z.boolean(),
  premium_trial_ends_at: z.string().nullable(),
  subscription_reference_code: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = adminPageSchema(adminUserRowSchema);

/** The linked-user picker of the company form (docs/product-rules.md#admin-users): from 3 characters, 10 by e-mail. */
export const USER_PICKER_MIN_CHARS = 3;
export const USER_PICKER_LIMIT = 10;
export const userOptionsQuerySchema = z.object({
  search: z.string().trim().min(USER_PICKER_MIN_CHARS, `En az ${USER_PICKER_MIN_CHARS} karakter girin`).max(200),
});
export const userOptionsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), email: z.string(), is_premium: z.boolean(), is_super_admin: z.boolean() })),
});
export type UserOption = z.infer<typeof userOptionsSchema>['items'][number];

export const BALANCE_DIRECTIONS = ['credit', 'debit'] as const;
/**
 * A whole number, or a form field's digits ("10"). Nothing else is read as a number: z.coerce would
 * take true as 1, [5] as 5 and "0x10" as 16.
 */
const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

/** docs/product-rules.md#admin-users: an integer of at least 1 and a description, added or taken off. */
export const balanceAdjustmentSchema = z.strictObject({
  direction: z.enum(BALANCE_DIRECTIONS),
  amount: z.preprocess(
    wholeNumber,
    z.number({ error: ADMIN_USER_MESSAGES.amount }).int(ADMIN_USER_MESSAGES.amount).min(TOKEN_ADJUSTMENT.min, ADMIN_USER_MESSAGES.amount).max(1_000_000, ADMIN_USER_MESSAGES.amount),
  ),
  description: z.string({ error: ADMIN_USER_MESSAGES.description }).trim().min(1, ADMIN_USER_MESSAGES.description).max(300),
});
export type BalanceAdjustmentInput = z.input<typeof balanceAdjustmentSchema>;
export const balanceAdjustedSchema = z.object({ message: z.string(), balance: z.number().int() });
/**
 * A retried adjustment with the same Idempotency-Key moves the money once and answers as the first
 * time (docs/decisions/049). Loose: the validated headers replace the request's, and the others must stay.
 */
export const balanceAdjustmentHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: ADMIN_USER_MESSAGES.idempotencyKey })
    .regex(/^[\x21-\x7e]{1,200}$/, ADMIN_USER_MESSAGES.idempotencyKey)
    .optional(),
});

export const userRolesSchema = z
  .strictObject({ is_premium: z.boolean().optional(), is_super_admin: z.boolean().optional() })
  .refine((v) => v.is_premium !== undefined || v.is_super_admin !== undefined, 'Değiştirilecek bir yetki seçin');

export const assignSubscriptionSchema = z.strictObject({ package_id: z.uuid({ message: ADMIN_USER_MESSAGES.packageRequired }) });

export const auditQuerySchema = z.object({
  admin_id: z.uuid().optional(),
  entity: z.string().trim().max(100).optional(),
  entity_id: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditRowSchema = z.object({
  id: z.uuid(),
  admin_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changed: z.array(z.string()),
  created_at: z.string(),
});
export const auditPageSchema = z.object({ items: z.array(auditRowSchema), page: z.number().int(), page_size: z.number().int() });
