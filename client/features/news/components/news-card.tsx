import type { NewsCard as NewsCardData } from '../../../../shared/schemas/news';
import { ArrowRightIcon, NewsIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import { newsItemLink, type NewsItemLink } from '../news-links';
import { NewsItemAnchor } from './news-item-anchor';
import { TagChip } from './tag-chip';

/**
 * The cover, or a soft placeholder with the news icon for items without one. `priority` is for a
 * cover in the first screen (likely the largest paint): fetched at once and first, not lazily.
 */
export function NewsCover({ src, className = '', priority = false }: { src: string | null; className?: string; priority?: boolean }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={`flex aspect-[40/21] w-full items-center justify-center bg-gradient-to-br from-amber-100 via-orange-50 to-slate-100 text-amber-600 dark:from-slate-800 dark:via-slate-900 dark:to-slate-800 dark:text-amber-400/70 ${className}`}
      >
        <NewsIcon className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`aspect-[40/21] w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}

/**
 * A blog card: cover, tag, date, title (the link, stretched over the card) and the 150-character
 * excerpt. `compact` is the smaller look of the related items.
 */
export function NewsCard({
  item,
  headingLevel = 2,
  compact = false,
  link = newsItemLink(item),
  priority = false,
}: {
  item: NewsCardData;
  headingLevel?: 2 | 3;
  compact?: boolean;
  /** Where the card leads; by default the bubble's rule (blog page, else source, else feed page). */
  link?: NewsItemLink;
  /** The first card of a list: its cover loads first (see NewsCover). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-amber-400 hover:shadow-md focus-within:border-amber-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/60">
      <NewsCover src={item.post_image_url} priority={priority} />
      <div className={`flex flex-1 flex-col ${compact ? 'p-4' : 'p-5'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500 dark:text-slate-400">
          {item.tag && <TagChip tag={item.tag} />}
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </div>
        <Heading className={`mt-3 font-semibold leading-snug text-slate-900 dark:text-white ${compact ? 'text-base' : 'text-lg'}`}>
          <NewsItemAnchor
            link={link}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-amber-600 dark:focus-visible:after:outline-amber-400"
          >
            {item.title}
          </NewsItemAnchor>
        </Heading>
        {!compact && item.excerpt && (
          <p className="mt-2 line-clamp-4 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{item.excerpt}</p>
        )}
        {!compact && (
          <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-amber-700 dark:text-amber-400">
            Devamını Oku
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        )}
      </div>
    </article>
  );
}
