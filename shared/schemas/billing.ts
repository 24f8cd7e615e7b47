import { z } from '../zod';
import { BADGE_COLORS, BILLING_PERIODS, CURRENCIES, SUBSCRIPTION_STATUSES } from '../constants';

// Packages, billing infos, checkout and subscriptions (docs/product-rules.md#payments). The same
// schemas validate the forms in the browser and every request on the server.

export const BILLING_MESSAGES = {
  billingNameRequired: 'Fatura bilgisi için bir ad girin',
  nameRequired: 'Ad zorunludur',
  surnameRequired: 'Soyad zorunludur',
  emailRequired: 'E-posta zorunludur',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  phoneRequired: 'Telefon numarası zorunludur',
  phoneInvalid: 'Telefon numarası 5XXXXXXXXX biçiminde 10 haneli olmalıdır',
  contactRequired: 'Fatura yetkilisi zorunludur',
  cityRequired: 'Şehir zorunludur',
  countryRequired: 'Ülke zorunludur',
  addressRequired: 'Adres zorunludur',
  zipRequired: 'Posta kodu zorunludur',
  taxNumberRequired: 'Şirket seçili ise vergi numarası zorunludur.',
  taxOfficeRequired: 'Şirket seçili ise vergi dairesi zorunludur.',
  identityRequiredIndividual: 'Bireysel müşteri için TC kimlik numarası zorunludur.',
  identityRequiredCheckout: 'TC kimlik numarası zorunludur.',
  identityInvalid: 'Geçerli bir TC kimlik numarası girin',
  taxNumberInvalid: 'Vergi numarası 10 haneli olmalıdır',
  deleteConfirm: 'adlı fatura bilgisini silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
  deleted: 'Fatura bilgisi başarıyla silindi.',
  updated: 'Fatura bilgisi başarıyla güncellendi.',
  notFound: 'Fatura bilgisi bulunamadı',
  cancelConfirm: 'Aboneliğinizi iptal etmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
  cancelled: 'Aboneliğiniz başarıyla iptal edildi',
  noActiveSubscription: 'Aktif abonelik bulunamadı',
  cancelFailed: 'Abonelik iptal edilemedi',
  packageNotFound: 'Paket bulunamadı',
  alreadyPremium: 'Premium üyeliğiniz zaten aktif',
  trialUsed: 'Ücretsiz deneme hakkınızı daha önce kullandınız',
  checkoutFailed: 'Ödeme formu oluşturulamadı. Lütfen tekrar deneyin.',
  requestNotFound: 'Abonelik isteği bulunamadı',
  paymentFailed: 'Ödeme işlemi tamamlanamadı. Lütfen tekrar deneyiniz.',
  activationFailed: 'Abonelik aktifleştirilemedi',
  purchasesClosed: 'Satın alımlar şu anda kapalı.',
  purchasesClosedDetail: 'Bu sitede ödeme alma henüz açılmadı. Paketleri inceleyebilirsiniz; satın alım açıldığında bu sayfadan başlayabilirsiniz.',
  checkoutExpired: 'Ödeme formunun süresi doldu',
  /** A second checkout while one is open: two open forms could both be paid. */
  openCheckout: (packageName: string) =>
    `${packageName ? `"${packageName}" için ` : ''}tamamlanmamış bir ödeme formunuz var. Önce onu tamamlayın; form 30 dakika içinde kullanılmazsa başka bir paket seçebilirsiniz.`,
} as const;

/** TC Kimlik No: 11 digits, no leading zero, two check digits (the official algorithm). */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/**
 * A mobile number as it may be typed: ten digits, optionally after 0, 90 or +90, with spaces,
 * brackets, dots or dashes between them. Written as a pattern so the API document carries it too.
 */
export const GSM_INPUT_PATTERN = /^[\s().+-]*(?:9[\s().+-]*0[\s().+-]*|0[\s().+-]*)?(?:\d[\s().+-]*){10}$/;

/**
 * Digits only, +90 in front (docs/product-rules.md#payments). Accepts 5XXXXXXXXX, 05XXXXXXXXX, 905XXXXXXXXX and
 * +90 5XX XXX XX XX; anything else stays as typed so the check below refuses it.
 */
export function normalizeGsm(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? `+90${national}` : value;
}

const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, message);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const billingInfoInputSchema = z
  .object({
    billing_name: required(BILLING_MESSAGES.billingNameRequired, 100),
    name: required(BILLING_MESSAGES.nameRequired, 100),
    surname: required(BILLING_MESSAGES.surnameRequired, 100),
    email: required(BILLING_MESSAGES.emailRequired).pipe(z.email({ message: BILLING_MESSAGES.emailInvalid })),
    // The pattern runs once "required" passed (a pipe), so an empty number gets only that message.
    gsm_number: required(BILLING_MESSAGES.phoneRequired, 30)
      .pipe(z.string().regex(GSM_INPUT_PATTERN, BILLING_MESSAGES.phoneInvalid))
      .transform(normalizeGsm),
    identity_number: optionalText(11),
    is_company: z.boolean().default(false),
    tax_number: optionalText(10),
    tax_office: optionalText(100),
    billing_contact_name: required(BILLING_MESSAGES.contactRequired),
    billing_city: required(BILLING_MESSAGES.cityRequired, 100),
    billing_country: required(BILLING_MESSAGES.countryRequired, 100).default('Türkiye'),
    billing_address: required(BILLING_MESSAGES.addressRequired, 500),
    billing_zip_code: required(BILLING_MESSAGES.zipRequired, 10),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.is_company) {
      if (!v.tax_number) ctx.addIssue({ code: 'custom', path: ['tax_number'], message: BILLING_MESSAGES.taxNumberRequired });
      else if (!/^\d{10}$/.test(v.tax_number)) ctx.addIssue({ code: 'custom', path: ['tax_number'], message: BILLING_MESSAGES.taxNumberInvalid });
      if (!v.tax_office) ctx.addIssue({ code: 'custom', path: ['tax_office'], message: BILLING_MESSAGES.taxOfficeRequired });
      // The payment provider asks every buyer's TC number, a company's too: without it, a saved
      // company billing info could not pay.
      if (!v.identity_number) ctx.addIssue({ code: 'custom', path: ['identity_number'], message: BILLING_MESSAGES.identityRequiredCheckout });
    } else if (!v.identity_number) {
      ctx.addIssue({ code: 'custom', path: ['identity_number'], message: BILLING_MESSAGES.identityRequiredIndividual });
    }
    if (v.identity_number && !isValidTcKimlik(v.identity_number)) {
      ctx.addIssue({ code: 'custom', path: ['identity_number'], message: BILLING_MESSAGES.identityInvalid });
    }
  });
export type BillingInfoInput = z.input<typeof billingInfoInputSchema>;

export const billingInfoSchema = z.object({
  id: z.uuid(),
  billing_name: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  gsm_number: z.string(),
  identity_number: z.string().nullable(),
  is_company: z.boolean(),
  tax_number: z.string().nullable(),
  tax_office: z.string().nullable(),
  billing_contact_name: z.string(),
  billing_city: z.string(),
  billing_country: z.string(),
  billing_address: z.string(),
  billing_zip_code: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
export const billingInfoListSchema = z.object({ items: z.array(billingInfoSchema) });

export const packageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  billing_period: z.enum(BILLING_PERIODS),
  token_count: z.number().int(),
  is_featured: z.boolean(),
  badge_text: z.string().nullable(),
  badge_color: z.enum(BADGE_COLORS),
  trial_days: z.number().int(),
  sort_order: z.number().int(),
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.object({
  items: z.array(packageSchema),
  /** False when the server takes no payments (no provider configured): the pages say so before any form. */
  purchases_open: z.boolean(),
});
export type PackageList = z.infer<typeof packageListSchema>;

export const checkoutRequestSchema = z.object({ package_id: z.uuid(), billing_info_id: z.uuid() }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** Where the browser goes to see the provider's payment form (a page of its own, with its own CSP). */
export const checkoutResponseSchema = z.object({ checkout_url: z.string() });

export const trialRequestSchema = z.object({ package_id: z.uuid() }).strict();

export const callbackRequestSchema = z.object({ token: z.string().trim().min(1).max(200) }).strict();

/** docs/product-rules.md#payments. */
export const callbackResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      isPremium: z.boolean(),
      userId: z.uuid(),
      subscriptionReferenceCode: z.string().nullable(),
      processedAt: z.string().nullable(),
      packageName: z.string().nullable(),
    })
    .nullable(),
});
export type CallbackResult = z.infer<typeof callbackResultSchema>;

export const subscriptionRequestSchema = z.object({
  id: z.uuid(),
  package_name: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  subscription_reference_code: z.string().nullable(),
  conversation_id: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export const subscriptionRequestListSchema = z.object({ items: z.array(subscriptionRequestSchema) });

/** docs/product-rules.md#payments labels; other values are shown as they are. */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  SUCCESS: 'Başarılı',
  PENDING: 'Beklemede',
  FAILED: 'Başarısız',
  CANCELLED: 'İptal Edildi',
};

/** How a subscription record names premium that came with no package (an admin's removal of it). */
export const UNNAMED_SUBSCRIPTIONS = { trial: 'Ücretsiz deneme', premium: 'Premium üyelik' } as const;

/** A billing info or subscription request id in the path. */
export const billingIdParamsSchema = z.object({ id: z.uuid({ message: 'Geçersiz kimlik' }) });
