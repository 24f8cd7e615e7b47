import { useCallback, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, CrownIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/form-field';
import { Pager } from '../../../components/list/pager';
import { useNewsList } from '../../../features/news/api/get-news';
import { useNewsTags } from '../../../features/news/api/get-news-tags';
import { NewsCard } from '../../../features/news/components/news-card';
import { SearchField } from '../../../components/ui/search-field';
import { NewsEmpty, NewsError, NewsGridSkeleton } from '../../../features/news/components/news-states';
import { useMetaDescription } from '../../../features/news/hooks/use-meta-description';
import { useSearchText } from '../../../features/news/hooks/use-search-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NewsPageHeader, pageParam, resultText } from './news-page-header';
import { paths } from '../../../config/paths';

export const BLOG_MESSAGES = {
  loadFailed: 'Bloglar yüklenirken bir hata oluştu',
  noMatch: 'Aramanıza uygun haber bulunamadı.',
  empty: 'Henüz haber yayımlanmadı.',
} as const;

const DESCRIPTION =
  'Türkiye güneş enerjisi sektöründen haberler: piyasa, mevzuat, yatırım, teknoloji ve etkinlikler. GüneşVeri Haberler.';

/** /news (docs/product-rules.md#news): search, category, result count, cards 20 per page; all kept in the URL. */
export default function NewsListPage() {
  useDocumentTitle('Haberler');
  useMetaDescription(DESCRIPTION);
  const tagSelectId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = { search: searchParams.get('q') ?? '', tagId: searchParams.get('tag') ?? '', page: pageParam(searchParams.get('page')) };

  const update = useCallback(
    (changes: { q?: string; tag?: string; page?: number }, push = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) continue;
            if (value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          // A new search or category starts at page 1.
          if (changes.page === undefined) next.delete('page');
          return next;
        },
        { replace: !push, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const search = useSearchText(params.search, useCallback((q: string) => update({ q }), [update]));
  const tags = useNewsTags();
  const news = useNewsList(params);
  const data = news.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(params.search || params.tagId);

  const goToPage = (page: number) => {
    update({ page }, true);
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const clear = () => update({ q: '', tag: '' });

  return (
    <>
      <NewsPageHeader
        eyebrow="Haberler"
        title="Güneş enerjisi sektöründen haberler"
        lead="Piyasa, mevzuat, yatırım ve teknoloji gelişmelerini; kaynaklarıyla birlikte derlenmiş yazılarla takip edin."
      >
        <Link
          to={paths.newsFeed()}
          className="mt-5 inline-flex items-center gap-2 rounded-full border border-amber-400/60 bg-white/70 px-3.5 py-1.5 text-sm font-semibold text-amber-800 hover:border-amber-500 hover:bg-white dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300 dark:hover:bg-amber-400/20"
        >
          <CrownIcon className="size-4" />
          Premium haber akışı
          <ArrowRightIcon className="size-4" />
        </Link>
      </NewsPageHeader>

      <div ref={listRef} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <SearchField
            label="Haberlerde ara"
            placeholder="Başlık veya içerikte ara"
            text={search.text}
            hint={search.hint}
            onChange={search.change}
          />
          <div className="sm:w-64">
            <label htmlFor={tagSelectId} className="sr-only">
              Kategori
            </label>
            <select
              id={tagSelectId}
              value={params.tagId}
              onChange={(event) => update({ tag: event.target.value })}
              className={`${inputClass} select-chevron appearance-none pr-9`}
            >
              <option value="">Tüm kategoriler</option>
              {(tags.data?.items ?? []).map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="mt-4 min-h-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {data && data.total > 0 && <p data-testid="result-count">{resultText(data.total, data.page, data.page_size, 'haber')}</p>}
        </div>

        <div className="mt-4">
          {news.isPending ? (
            <NewsGridSkeleton />
          ) : news.isError || !data ? (
            <NewsError message={BLOG_MESSAGES.loadFailed} onRetry={() => void news.refetch()} retrying={news.isFetching} />
          ) : data.items.length === 0 ? (
            data.total > 0 ? (
              <NewsEmpty
                message="Bu sayfada haber yok."
                action={
                  <button type="button" onClick={() => goToPage(1)} className={buttonClass('ghost', 'sm')}>
                    İlk sayfaya dön
                  </button>
                }
              />
            ) : (
              <NewsEmpty
                message={filtered ? BLOG_MESSAGES.noMatch : BLOG_MESSAGES.empty}
                action={
                  filtered && (
                    <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')}>
                      Aramayı ve kategoriyi temizle
                    </button>
                  )
                }
              />
            )
          ) : (
            <ul
              aria-label="Haberler"
              aria-busy={news.isPlaceholderData || undefined}
              className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${news.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.items.map((item, index) => (
                <li key={item.id}>
                  <NewsCard item={item} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {data && data.items.length > 0 && (
          <div className="mt-10">
            <Pager page={data.page} totalPages={totalPages} onPageChange={goToPage} label="Haber sayfaları" disabled={news.isPlaceholderData} />
          </div>
        )}
      </div>
    </>
  );
}

