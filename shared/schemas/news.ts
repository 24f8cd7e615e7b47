import { z } from 'zod';

export const NEWS_MESSAGES = {
  notFound: 'Haber bulunamadı',
  feedNotFound: 'Akış bulunamadı',
} as const;

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
