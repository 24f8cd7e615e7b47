// The public news pages' texts. Without zod: the article page imports them, and the schema library
// stays out of its first load (docs/product-rules.md#speed, P8).

export const NEWS_MESSAGES = {
  notFound: 'Haber bulunamadı',
  feedNotFound: 'Akış bulunamadı',
} as const;
