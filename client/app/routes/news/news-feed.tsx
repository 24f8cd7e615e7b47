import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { NewsCard } from '../../../../shared/schemas/news';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, ExternalIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../api/session';
import { Pager } from '../../../components/list/pager';
import { viewerTier } from '../../../lib/viewer';
import { useNewsFeed } from '../../../features/news/api/get-news-feed';
import { FeedAccessModal } from '../../../features/news/components/feed-access-modal';
import { NewsItemAnchor } from '../../../features/news/components/news-item-anchor';
import { SearchField } from '../../../components/ui/search-field';
import { NewsEmpty, NewsError } from '../../../features/news/components/news-states';
import { TagChip } from '../../../features/news/components/tag-chip';
import { feedGate } from '../../../features/news/feed-access';
import { useSearchText } from '../../../features/news/hooks/use-search-text';
import { feedItemLink } from '../../../features/news/news-links';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NewsPageHeader, pageParam, resultText } from './news-page-header';

export const FEED_PAGE_MESSAGES = {
  loadFailed: 'Akış yüklenirken bir hata oluştu',
  empty: 'Henüz akış bulunmamaktadır.',
  noMatch: 'Aramanıza uygun akış bulunamadı.',
} as const;

function TimelineItem({ item }: { item: NewsCard }) {
  const link = feedItemLink(item);
  return (
    <li className="relative pl-6 sm:pl-10">
      <span
        aria-hidden="true"
        className="absolute top-6 -left-[7px] size-3.5 rounded-full border-2 border-amber-500 bg-white dark:bg-slate-950"
      />
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500 dark:text-slate-400">
          {item.tag && <TagChip tag={item.tag} />}
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </div>
        <h2 className="mt-2.5 text-lg leading-snug font-semibold text-slate-900 dark:text-white">{item.title}</h2>
        {item.excerpt && <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{item.excerpt}</p>}
        <NewsItemAnchor
          link={link}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 hover:text-amber-900 dark:text-amber-400 dark:hover:text-amber-300"
        >
          {link.kind === 'external' ? (
            <>
              Haberin kaynağına git
              <ExternalIcon className="size-4" />
            </>
          ) : (
            <>
              Devamını Oku
              <span className="sr-only">: {item.title}</span>
              <ArrowRightIcon className="size-4" />
            </>
          )}
        </NewsItemAnchor>
      </article>
    </li>
  );
}

function TimelineSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Yükleniyor" className="ml-2 space-y-6 border-l-2 border-slate-200 dark:border-slate-800">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="pl-6 sm:pl-10">
          <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <Skeleton className="h-5 w-40 rounded-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /news-feed (docs/product-rules.md#news): the premium feed as a timeline, searchable by title and text. Visitors
 * get the login-needed and members the premium-needed dialog (from the session, or from the
 * server's 401 / 403), both with "Ana Sayfaya Dön".
 */
export default function NewsFeedPage() {
  useDocumentTitle('Haber Akışı');
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const session = useSession();
  const premium = !session.isPending && viewerTier(session.user) === 'premium';
  const [searchParams, setSearchParams] = useSearchParams();
  const params = { search: searchParams.get('q') ?? '', tagId: '', page: pageParam(searchParams.get('page')) };

  const update = useCallback(
    (changes: { q?: string; page?: number }, push = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: !push, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  const search = useSearchText(params.search, useCallback((q: string) => update({ q }), [update]));

  const feed = useNewsFeed(params, premium);
  const gate = feedGate(session.isPending ? null : viewerTier(session.user), feed.error);
  const data = feed.data;

  const goToPage = (page: number) => {
    update({ page }, true);
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  let body;
  if (gate || session.isPending || (premium && feed.isPending)) {
    body = <TimelineSkeleton />;
  } else if (feed.isError || !data) {
    body = <NewsError message={FEED_PAGE_MESSAGES.loadFailed} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  } else if (data.items.length === 0) {
    body = params.search ? (
      <NewsEmpty
        message={FEED_PAGE_MESSAGES.noMatch}
        action={
          <button type="button" onClick={() => update({ q: '' })} className={buttonClass('ghost', 'sm')}>
            Aramayı temizle
          </button>
        }
      />
    ) : (
      <NewsEmpty message={FEED_PAGE_MESSAGES.empty} />
    );
  } else {
    body = (
      <>
        <ol
          aria-label="Haber akışı"
          aria-busy={feed.isPlaceholderData || undefined}
          className={`ml-2 space-y-6 border-l-2 border-amber-200 transition-opacity dark:border-slate-800 ${feed.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.items.map((item) => (
            <TimelineItem key={item.id} item={item} />
          ))}
        </ol>
        <div className="mt-10">
          <Pager
            page={data.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.page_size))}
            onPageChange={goToPage}
            label="Akış sayfaları"
            disabled={feed.isPlaceholderData}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <NewsPageHeader
        eyebrow="Premium"
        title="Haber Akışı"
        lead="Güneş enerjisi sektöründeki gelişmeler tek akışta: blog yazılarımız ve kaynak haberler, en yenisi en üstte."
        width="max-w-4xl"
      />
      <div ref={listRef} className="mx-auto max-w-4xl scroll-mt-20 px-4 py-8 sm:px-6 lg:px-8">
        {/* Kept (invisible) while the session is asked, so the list below does not move down when it appears. */}
        {(session.isPending || (premium && !gate)) && (
          <div className={session.isPending ? 'invisible' : undefined} aria-hidden={session.isPending || undefined} inert={session.isPending}>
            <SearchField
              label="Akışta ara"
              placeholder="Başlık veya metinde ara"
              text={search.text}
              hint={search.hint}
              onChange={search.change}
            />
            <div className="mt-2 min-h-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {data && data.total > 0 && <p data-testid="result-count">{resultText(data.total, data.page, data.page_size, 'kayıt')}</p>}
            </div>
          </div>
        )}
        <div className="mt-4">{body}</div>
      </div>
      {gate && <FeedAccessModal need={gate} variant="page" onClose={() => navigate('/')} returnTo="/news-feed" />}
    </>
  );
}
