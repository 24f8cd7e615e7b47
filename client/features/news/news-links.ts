import type { NewsCard } from '../../../shared/schemas/news';
import { paths } from '../../config/paths';

export type NewsTag = NonNullable<NewsCard['tag']>;

/** Where a news item leads: its own page inside the app, or a source site in a new tab. */
export type NewsItemLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** An http(s) address, or null for anything else (javascript:, relative paths, garbage). */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}


/**
 * The link rule of the news bubble (docs/product-rules.md#news): the blog page when the item has a short URL, else
 * its external link in a new tab, else the feed item page.
 */
export function newsItemLink(item: Pick<NewsCard, 'id' | 'short_url' | 'external_link'>): NewsItemLink {
  if (item.short_url) return { kind: 'internal', to: paths.newsArticle(item.short_url) };
  const href = safeExternalUrl(item.external_link);
  if (href) return { kind: 'external', href };
  return { kind: 'internal', to: paths.newsFeedItem(item.id) };
}

/**
 * The feed timeline's rule (docs/product-rules.md#news): an item with an external link links out, every other
 * item has "Devamını Oku" to its feed page.
 */
export function feedItemLink(item: Pick<NewsCard, 'id' | 'external_link'>): NewsItemLink {
  const href = safeExternalUrl(item.external_link);
  return href ? { kind: 'external', href } : { kind: 'internal', to: paths.newsFeedItem(item.id) };
}

export { TAG_CHIP_CLASS, tagChipStyle } from '../../components/ui/tag-colors';
