import { z } from '../zod';

export const newsTagSchema = z.object({ id: z.uuid(), name: z.string(), color: z.string() });

export const newsCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  short_url: z.string().nullable(),
  post_image_url: z.string().nullable(),
  external_link: z.string().nullable(),
  published_at: z.string(),
  tag: newsTagSchema.nullable(),
  /** 150 characters of plain text. */
  excerpt: z.string(),
});

export const newsTagListSchema = z.object({ items: z.array(newsTagSchema) });
/** The news bubble's preview: the latest items. */
export const newsLatestSchema = z.object({ items: z.array(newsCardSchema) });
export const newsShortUrlParamsSchema = z.object({ short_url: z.string().max(200) });
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional().transform((v) => v || undefined),
  tag_id: z
    .string()
    .optional()
    .transform((v) => (v && z.uuid().safeParse(v).success ? v : undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const newsListSchema = z.object({
  items: z.array(newsCardSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type NewsList = z.infer<typeof newsListSchema>;

export const newsDetailSchema = newsCardSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  reading_minutes: z.number().int(),
  /** 160 characters for the page's meta description. */
  meta_description: z.string(),
  related: z.array(newsCardSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

// The admin news form (docs/product-rules.md#news): empty optional strings and an empty tag become null.

export const NEWS_FORM_MESSAGES = {
  titleRequired: 'Başlık alanı zorunludur',
  contentOrLink: 'İçerik veya harici link alanlarından en az biri doldurulmalıdır',
  shortUrlFormat: 'Kısa URL boşluk, /, ? veya # içeremez',
  shortUrlTaken: 'Bu kısa URL başka bir akışta kullanılıyor',
  invalidUrl: 'Geçerli bir http(s) adresi girin',
  saved: 'Akış başarıyla kaydedildi. Yönlendiriliyorsunuz...',
  saveFailed: 'Akış kaydedilirken bir hata oluştu',
  notFound: 'Akış bulunamadı',
  publishedAtRequired: 'Yayın tarihi geçerli bir tarih olmalıdır',
  publishedAtRange: 'Yayın tarihi 2000 ile 2100 yılları arasında olmalıdır',
  tagNotFound: 'Seçilen etiket bulunamadı',
} as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), NEWS_FORM_MESSAGES.invalidUrl);
/** A cover image may also be one of the app's own files. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/files/') || (/^https?:\/\//i.test(v) && URL.canParse(v)), NEWS_FORM_MESSAGES.invalidUrl);

export const newsFormSchema = z
  .object({
    title: z.string({ error: NEWS_FORM_MESSAGES.titleRequired }).trim().min(1, NEWS_FORM_MESSAGES.titleRequired).max(300, 'Başlık en fazla 300 karakter olabilir'),
    tag_id: z.preprocess(emptyToNull, z.uuid({ error: NEWS_FORM_MESSAGES.tagNotFound }).nullable()).default(null),
    short_url: z.preprocess(emptyToNull, z.string().trim().max(200).regex(/^[^\s/?#]+$/, NEWS_FORM_MESSAGES.shortUrlFormat).nullable()).default(null),
    post_image_url: z.preprocess(emptyToNull, imageUrl.nullable()).default(null),
    external_link: z.preprocess(emptyToNull, httpUrl.nullable()).default(null),
    /** Rich text; sanitised by the server before it is stored. */
    content: z.preprocess(emptyToNull, z.string().max(200_000).nullable()).default(null),
    // A missing or empty date is refused in Turkish (coercing null would quietly give 1970).
    published_at: z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.coerce
      .date({ error: NEWS_FORM_MESSAGES.publishedAtRequired })
      .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, NEWS_FORM_MESSAGES.publishedAtRange)),
    is_active: z.boolean({ error: 'Aktif alanı evet/hayır olmalıdır' }).default(true),
  })
  .refine((v) => v.content !== null || v.external_link !== null, { message: NEWS_FORM_MESSAGES.contentOrLink, path: ['content'] });
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsForm = z.output<typeof newsFormSchema>;
