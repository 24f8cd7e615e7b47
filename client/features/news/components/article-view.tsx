import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsCard as NewsCardData, NewsDetail } from '../../../../shared/schemas/news';
import { ClockIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import { NewsCard } from './news-card';
import { ShareButton } from './share-button';
import { TagChip } from './tag-chip';
import { ARTICLE_BODY_CLASS } from '../../../components/ui/article-body';

/** Readable typography for the server's sanitised article HTML (p, h2–h4, lists, links, images, tables…). */

interface ArticleViewProps {
  article: NewsDetail;
  back: { to: string; label: string };
  /** Absolute URL of this page for "Paylaş"; no share button without it. */
  shareUrl?: string;
  /** Shown instead of the body when the item has no content. */
  emptyText?: string;
  relatedTitle?: string;
  /** Cards of related items (default: blog cards). */
  renderRelated?: (item: NewsCardData) => ReactNode;
}

/** An article: tag, title, date, reading time, share, cover, body and up to 3 related items. */
export function ArticleView({ article, back, shareUrl, emptyText, relatedTitle = 'İlgili Haberler', renderRelated }: ArticleViewProps) {
  const hasBody = article.content.trim().length > 0;
  const titleId = useId();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-950 dark:text-slate-400 dark:hover:text-white"
      >
        <span aria-hidden="true">←</span>
        {back.label}
      </Link>
      <article aria-labelledby={titleId} className="mt-6">
        <header>
          {article.tag && <TagChip tag={article.tag} />}
          <h1 id={titleId} className="mt-3 text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {article.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            {hasBody && (
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon className="size-4" />
                {article.reading_minutes} dk okuma
              </span>
            )}
            {shareUrl && <ShareButton title={article.title} url={shareUrl} className="sm:ml-auto" />}
          </div>
        </header>
        {article.post_image_url && (
          <img
            src={article.post_image_url}
            alt=""
            width={1200}
            height={630}
            // The article's largest paint: fetched first.
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-[40/21] w-full rounded-2xl border border-slate-200 bg-slate-100 object-cover dark:border-slate-800 dark:bg-slate-800"
          />
        )}
        {hasBody ? (
          <div data-testid="article-body" className={`mt-8 ${ARTICLE_BODY_CLASS}`} dangerouslySetInnerHTML={{ __html: article.content }} />
        ) : (
          emptyText && (
            <p role="status" className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {emptyText}
            </p>
          )
        )}
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14 border-t border-slate-200 pt-10 dark:border-slate-800">
          <h2 id="related-title" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
            {relatedTitle}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-3">
            {article.related.map((item) => (
              <li key={item.id}>{renderRelated ? renderRelated(item) : <NewsCard item={item} headingLevel={3} compact />}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
