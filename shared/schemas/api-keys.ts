import { z } from '../zod';
import { API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_SECONDS, API_KEY_USAGE_DAYS, API_KEYS_PER_MEMBER } from '../constants';
import { adminListQuerySchema, adminPageSchema } from './admin/list';

// Keyed API (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md): a premium member's
// named keys, shown once, stored hashed, read-only, rate-limited per key, usage counted per day.

export const API_KEY_MESSAGES = {
  nameRequired: 'Anahtar adı zorunludur',
  nameTooLong: 'Anahtar adı en fazla 60 karakter olabilir',
  notFound: 'API anahtarı bulunamadı',
  premiumRequired: 'API anahtarları premium üyelere özeldir.',
  tooMany: `En fazla ${API_KEYS_PER_MEMBER} etkin API anahtarınız olabilir. Yeni bir anahtar için önce birini iptal edin.`,
  created: 'API anahtarı oluşturuldu. Anahtarı şimdi kopyalayın: bir daha gösterilmeyecek.',
  revoked: 'API anahtarı iptal edildi',
  alreadyRevoked: 'API anahtarı zaten iptal edilmiş',
  /** The key is unknown or revoked (401). */
  invalidKey: 'API anahtarı geçersiz ya da iptal edilmiş.',
  /** A key used on anything but a read of the catalogue (403). */
  readOnly: 'API anahtarı yalnızca liste ve ayrıntı okuma (GET) isteklerinde kullanılabilir. Bu işlem için siteye giriş yapın.',
  /** The key's member is no longer premium (403). */
  premiumLapsed: 'API anahtarı yalnızca premium üyelik sürerken çalışır. Üyeliğinizi yenileyin.',
  /** Over the key's rate (429). */
  rateLimited: (seconds: number) =>
    `Bu API anahtarıyla dakikada en fazla ${API_KEY_RATE_LIMIT} istek yapılabilir. ${seconds} saniye sonra yeniden deneyin.`,
  loadFailed: 'API anahtarları yüklenirken bir hata oluştu',
  createFailed: 'API anahtarı oluşturulurken bir hata oluştu',
  revokeFailed: 'API anahtarı iptal edilirken bir hata oluştu',
  revokeConfirm: 'Bu anahtarla yapılan istekler hemen reddedilecek. Bu işlem geri alınamaz.',
  empty: 'Henüz API anahtarınız yok.',
  adminEmpty: 'Henüz API anahtarı oluşturulmadı.',
  adminNoMatch: 'Bu aramaya uyan API anahtarı yok.',
} as const;

const M = API_KEY_MESSAGES;

export const apiKeyCreateSchema = z.strictObject({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(60, M.nameTooLong),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** One day's requests with a key (its date in Turkey, YYYY-MM-DD). */
export const apiKeyUsageDaySchema = z.object({ day: z.iso.date(), requests: z.number().int() });
export type ApiKeyUsageDay = z.infer<typeof apiKeyUsageDaySchema>;

/** A key as its member sees it: never the key itself, only its visible beginning. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** "gv_live_ab12cd": the key's first characters, for recognition. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Requests in the last API_KEY_USAGE_DAYS days, by day (days without requests left out), oldest first. */
  usage: z.array(apiKeyUsageDaySchema),
  total_requests: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  limits: z.object({ max_keys: z.number().int(), requests_per_window: z.number().int(), window_seconds: z.number().int(), usage_days: z.number().int() }),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const API_KEY_LIMITS = { max_keys: API_KEYS_PER_MEMBER, requests_per_window: API_KEY_RATE_LIMIT, window_seconds: API_KEY_RATE_WINDOW_SECONDS, usage_days: API_KEY_USAGE_DAYS } as const;

/** The answer to a creation: the only time the key itself leaves the server. */
export const apiKeyCreatedSchema = z.object({ message: z.string(), key: z.string(), api_key: apiKeySchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** The back office's list: every member's keys. */
export const adminApiKeyQuerySchema = adminListQuerySchema;
export const adminApiKeySchema = z.object({
  id: z.uuid(),
  member_email: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Requests in the last API_KEY_USAGE_DAYS days. */
  recent_requests: z.number().int(),
  total_requests: z.number().int(),
});
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;
export const adminApiKeyPageSchema = adminPageSchema(adminApiKeySchema);
