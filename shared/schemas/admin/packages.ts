import { z } from '../../zod';
import { BADGE_COLORS, BILLING_PERIODS, CURRENCIES, PACKAGE_DEFAULTS } from '../../constants';
import { packageSchema } from '../billing';
import { parseDecimal } from '../form-values';
import { adminPageSchema } from './list';

// Subscription packages in the back office (docs/product-rules.md#admin-payments): the form's rules and the
// provider's plans to pick from (iyzico, or its simulator without keys).

export const PACKAGE_MESSAGES = {
  name: 'Paket adı gereklidir',
  plan: 'İyzico plan referans kodu gereklidir',
  price: "Fiyat 0'dan büyük olmalıdır",
  tokens: 'Bakiye sayısı 0 veya daha büyük olmalıdır',
  trialDays: 'Deneme süresi 1 ile 365 gün arasında olmalıdır',
  sortOrder: 'Sıra 0 veya daha büyük bir tam sayı olmalıdır',
  feature: 'Bir özellik en fazla 200 karakter olabilir',
  features: 'En fazla 30 özellik eklenebilir',
  planTaken: 'Bu iyzico planı başka bir pakette kullanılıyor',
  loadFailed: 'Paketler yüklenirken bir hata oluştu',
  saveFailed: 'Paket kaydedilirken bir hata oluştu',
  deleteFailed: 'Paket silinirken bir hata oluştu',
  fetchFailed: 'Paket yüklenirken bir hata oluştu',
  notFound: 'Paket bulunamadı',
  plansFailed: 'İyzico paketleri alınamadı',
  plansEmpty: "İyzico'dan plan bulunamadı. API ayarlarını kontrol edin.",
  saved: 'Paket kaydedildi. Yönlendiriliyorsunuz...',
  deleted: 'Paket silindi',
  toggled: 'Paket durumu güncellendi',
  empty: 'Henüz paket bulunmuyor.',
  deleteWarning: 'Paket kalıcı olarak silinecek. Bu paketle alınmış abonelik kayıtları silinmez; yalnızca paket bağlantıları kalkar.',
} as const;
const M = PACKAGE_MESSAGES;

/** Badge colours the admin form offers (docs/product-rules.md#admin-payments); the customer-facing list also knows orange. */
export const ADMIN_BADGE_COLORS = ['blue', 'green', 'purple', 'red', 'yellow'] as const satisfies readonly (typeof BADGE_COLORS)[number][];
export const BADGE_COLOR_LABELS: Record<(typeof BADGE_COLORS)[number], string> = {
  blue: 'Mavi',
  green: 'Yeşil',
  purple: 'Mor',
  orange: 'Turuncu',
  red: 'Kırmızı',
  yellow: 'Sarı',
};
export const BILLING_PERIOD_LABELS: Record<(typeof BILLING_PERIODS)[number], string> = { MONTHLY: 'Aylık', YEARLY: 'Yıllık' };

const fromText = (value: unknown) => (typeof value === 'string' ? (parseDecimal(value) ?? undefined) : value);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max, `En fazla ${max} karakter girilebilir`).nullable().default(null));

export const packageFormSchema = z.strictObject({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(120, 'Paket adı en fazla 120 karakter olabilir'),
  description: optionalText(1000),
  // Empty entries are spacers in the customer list (docs/product-rules.md#admin-payments).
  features: z.array(z.string().trim().max(200, M.feature), { error: M.features }).max(30, M.features).default([]),
  price: z.preprocess(fromText, z.number({ error: M.price }).finite(M.price).gt(0, M.price).max(1e8, M.price)),
  currency: z.enum(CURRENCIES).default(PACKAGE_DEFAULTS.currency),
  billing_period: z.enum(BILLING_PERIODS).default(PACKAGE_DEFAULTS.billing_period),
  iyzico_pricing_plan_reference_code: z.string({ error: M.plan }).trim().min(1, M.plan).max(200, M.plan),
  iyzico_product_reference_code: optionalText(200),
  is_active: z.boolean().default(PACKAGE_DEFAULTS.is_active),
  is_featured: z.boolean().default(PACKAGE_DEFAULTS.is_featured),
  sort_order: z.preprocess(fromText, z.number({ error: M.sortOrder }).int(M.sortOrder).min(0, M.sortOrder).max(10_000, M.sortOrder)).default(PACKAGE_DEFAULTS.sort_order),
  badge_text: optionalText(40),
  badge_color: z.enum(BADGE_COLORS).default(PACKAGE_DEFAULTS.badge_color),
  token_count: z.preprocess(fromText, z.number({ error: M.tokens }).int(M.tokens).min(0, M.tokens).max(10_000_000, M.tokens)).default(PACKAGE_DEFAULTS.token_count),
  trial_days: z.preprocess(fromText, z.number({ error: M.trialDays }).int(M.trialDays).min(1, M.trialDays).max(365, M.trialDays)).default(PACKAGE_DEFAULTS.trial_days),
});
export type PackageForm = z.output<typeof packageFormSchema>;

/** The public package with what only the back office sees: the provider references and the active flag. */
export const adminPackageRowSchema = packageSchema.extend({
  iyzico_pricing_plan_reference_code: z.string().nullable(),
  iyzico_product_reference_code: z.string().nullable(),
  is_active: z.boolean(),
});
export type AdminPackageRow = z.infer<typeof adminPackageRowSchema>;
export const adminPackagePageSchema = adminPageSchema(adminPackageRowSchema);

/** A pricing plan as the provider lists it (read only), with its product's name. */
export const providerPlanSchema = z.object({
  name: z.string(),
  price: z.number(),
  currencyCode: z.string(),
  paymentInterval: z.string(),
  referenceCode: z.string(),
  productReferenceCode: z.string(),
  status: z.string(),
  product_name: z.string(),
});
export type ProviderPlan = z.infer<typeof providerPlanSchema>;
export const providerPlanListSchema = z.object({ items: z.array(providerPlanSchema) });

/** What choosing a plan fills in the form (docs/product-rules.md#admin-payments): price, currency, period (MONTHLY, else YEARLY), references. */
export function fieldsFromPlan(plan: ProviderPlan) {
  return {
    price: plan.price,
    currency: (CURRENCIES as readonly string[]).includes(plan.currencyCode) ? (plan.currencyCode as (typeof CURRENCIES)[number]) : 'TRY',
    billing_period: plan.paymentInterval === 'MONTHLY' ? ('MONTHLY' as const) : ('YEARLY' as const),
    iyzico_pricing_plan_reference_code: plan.referenceCode,
    iyzico_product_reference_code: plan.productReferenceCode,
  };
}
