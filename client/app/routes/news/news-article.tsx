import { useParams } from 'react-router';
import { NEWS_MESSAGES } from '../../../../shared/news-messages';
import { useNewsArticle } from '../../../features/news/api/get-news-article';
import { ArticleView } from '../../../features/news/components/article-view';
import { ArticleSkeleton, NewsError, NewsNotFound } from '../../../features/news/components/news-states';
import { isNotFound } from '../../../lib/viewer';
import { useMetaDescription } from '../../../features/news/hooks/use-meta-description';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

export const ARTICLE_MESSAGES = {
  notFoundTitle: 'Haber Bulunamadı',
  notFoundText: 'Aradığınız haber yayından kaldırılmış ya da bağlantı adresi hatalı olabilir.',
  loadFailed: 'Haber detayları yüklenirken bir hata oluştu',
} as const;

/** /news/{short_url} (docs/product-rules.md#news): the article with share and related items; title and description set. */
export default function NewsArticlePage() {
  const { shortUrl = '' } = useParams();
  const article = useNewsArticle(shortUrl);
  const notFound = isNotFound(article.error);
  useDocumentTitle(article.data?.title ?? (notFound ? NEWS_MESSAGES.notFound : 'Haberler'));
  useMetaDescription(article.data?.meta_description);

  if (article.isPending) return <ArticleSkeleton />;
  if (notFound) {
    return <NewsNotFound title={ARTICLE_MESSAGES.notFoundTitle} text={ARTICLE_MESSAGES.notFoundText} backTo="/news" backLabel="Tüm Haberler" />;
  }
  if (article.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <NewsError message={ARTICLE_MESSAGES.loadFailed} onRetry={() => void article.refetch()} retrying={article.isFetching} />
      </div>
    );
  }
  const data = article.data;
  return (
    <ArticleView
      article={data}
      back={{ to: paths.news(), label: 'Tüm haberler' }}
      shareUrl={new URL(paths.newsArticle(data.short_url ?? shortUrl), window.location.origin).href}
    />
  );
}
