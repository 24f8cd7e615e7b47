import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsCard as NewsCardData, NewsDetail } from '../../../../shared/schemas/news';
import { ClockIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import { NewsCard } from './news-card';
import { ShareButton } from './share-button';
import { TagChip } from './tag-chip';

/** Readable typography for the server's sanitised article HTML (p, h2–h4, lists, links, images, tables…). */
const ARTICLE_BODY_CLASS = [
  'text-[17px] leading-relaxed break-words text-slate-700 dark:text-slate-300',
  '[&>*:first-child]:mt-0 [&_p]:mt-5 [&_br]:leading-none',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-white',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-amber-500',
  '[&_a]:font-medium [&_a]:text-amber-700 [&_a]:underline [&_a]:decoration-amber-500/40 [&_a]:underline-offset-2 hover:[&_a]:decoration-amber-600 dark:[&_a]:text-amber-400',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent',
  '[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 dark:[&_td]:border-slate-800 dark:[&_th]:border-slate-700',
].join(' ');

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
