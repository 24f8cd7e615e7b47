import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NEWS_MESSAGES } from '../../../../shared/news-messages';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../api/session';
import { viewerTier } from '../../../lib/viewer';
import { useNewsFeedItem } from '../../../features/news/api/get-news-feed-item';
import { ArticleView } from '../../../features/news/components/article-view';
import { FeedAccessModal } from '../../../features/news/components/feed-access-modal';
import { NewsCard } from '../../../features/news/components/news-card';
import { ArticleSkeleton, NewsError, NewsNotFound } from '../../../features/news/components/news-states';
import { feedGate } from '../../../features/news/feed-access';
import { isNotFound } from '../../../lib/viewer';
import { feedItemLink, safeExternalUrl } from '../../../features/news/news-links';
import { openExternal } from '../../../features/news/open-external';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

export const FEED_ITEM_MESSAGES = {
  notFound: NEWS_MESSAGES.feedNotFound,
  notFoundText: 'Aradığınız akış kaydı kaldırılmış ya da bağlantı adresi hatalı olabilir.',
  noContent: 'Bu akış için içerik bulunmamaktadır.',
  loadFailed: 'Akış detayları yüklenirken bir hata oluştu',
} as const;

/**
 * /news-feed/{id} (docs/product-rules.md#news): a premium feed item; an item with an external link sends the
 * browser there. Visitors and members get the same dialogs as the feed.
 */
export default function NewsFeedItemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const premium = !session.isPending && viewerTier(session.user) === 'premium';
  const item = useNewsFeedItem(id, premium);
  const gate = feedGate(session.isPending ? null : viewerTier(session.user), item.error);
  const notFound = isNotFound(item.error);
  const external = item.data ? safeExternalUrl(item.data.external_link) : null;

  useDocumentTitle(item.data?.title ?? (notFound ? NEWS_MESSAGES.feedNotFound : 'Haber Akışı'));

  useEffect(() => {
    if (external) openExternal(external);
  }, [external]);

  if (gate) {
    return (
      <>
        <ArticleSkeleton />
        <FeedAccessModal need={gate} variant="page" onClose={() => navigate('/')} returnTo={paths.newsFeedItem(id)} />
      </>
    );
  }
  if (session.isPending || item.isPending) return <ArticleSkeleton />;
  if (notFound) {
    return <NewsNotFound title={FEED_ITEM_MESSAGES.notFound} text={FEED_ITEM_MESSAGES.notFoundText} backTo="/news-feed" backLabel="Akışa Dön" />;
  }
  if (item.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <NewsError message={FEED_ITEM_MESSAGES.loadFailed} onRetry={() => void item.refetch()} retrying={item.isFetching} />
      </div>
    );
  }
  if (external) {
    return (
      <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center text-slate-600 dark:text-slate-300">
        <Spinner className="size-7 text-amber-500" />
        <p>Haberin kaynağına yönlendiriliyorsunuz…</p>
        <a href={external} rel="noopener noreferrer" className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400">
          Yönlendirilmezseniz buraya tıklayın
        </a>
      </div>
    );
  }
  return (
    <ArticleView
      article={item.data}
      back={{ to: paths.newsFeed(), label: 'Akışa dön' }}
      emptyText={FEED_ITEM_MESSAGES.noContent}
      relatedTitle="İlgili Akış"
      renderRelated={(related) => <NewsCard item={related} headingLevel={3} compact link={feedItemLink(related)} />}
    />
  );
}
