import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { routeFetch } from '../../../test/catalog-fixtures';
import { SITE_DESCRIPTION } from '../../../features/news/hooks/use-meta-description';
import { newsDetail } from '../../../features/news/test-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import NewsArticlePage from './news-article';

afterEach(cleanupAfterTest);

function setup(answer: () => Response) {
  const fetchMock = vi.fn(routeFetch({ 'GET /api/news/by-url/haber-1': answer }));
  vi.stubGlobal('fetch', fetchMock);
  return renderWithApp(<p />, {
    path: '/news/haber-1',
    routes: [
      {
        path: '/news/:shortUrl',
        element: (
          <>
            <Toaster />
            <NewsArticlePage />
          </>
        ),
      },
      { path: '/news', element: <p>Haber listesi</p> },
    ],
  });
}

describe('/news/{short_url}', () => {
  it('shows tag, title, date, reading time, cover, body and related items; sets title and description', async () => {
    const view = setup(() => jsonResponse(newsDetail(1)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haber 1' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Haber 1' });
    expect(within(article).getAllByTestId('tag-chip')[0]).toHaveTextContent('Mevzuat');
    expect(within(article).getByText('10 Şubat 2026')).toHaveAttribute('datetime', '2026-02-10T09:00:00.000Z');
    expect(within(article).getByText('2 dk okuma')).toBeInTheDocument();
    expect(screen.getByTestId('article-body').innerHTML).toBe('<p>Haber 1 metni.</p><h2>Ara başlık</h2><p>Devamı.</p>');
    expect(view.container.querySelector('img[src="/files/news/haber-1.svg"]')).not.toBeNull();

    const related = screen.getByRole('region', { name: 'İlgili Haberler' });
    expect(within(related).getByRole('link', { name: 'Haber 11' })).toHaveAttribute('href', '/news/haber-11');
    expect(within(related).getByRole('link', { name: /Haber 12/ })).toHaveAttribute('href', 'https://kaynak.example/haber-12');

    expect(document.title).toBe('Haber 1 | GüneşVeri');
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta).toHaveAttribute('content', 'Haber 1 açıklaması.');
    view.unmount();
    expect(meta).toHaveAttribute('content', SITE_DESCRIPTION);
  });

  it('copies the link with "Link kopyalandı!" where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...window.navigator, share: undefined, clipboard: { writeText } });
    setup(() => jsonResponse(newsDetail(1)));
    fireEvent.click(await screen.findByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Link kopyalandı!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/haber-1`);
  });

  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...window.navigator, share, clipboard: { writeText: vi.fn() } });
    setup(() => jsonResponse(newsDetail(1)));
    fireEvent.click(await screen.findByRole('button', { name: 'Paylaş' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Haber 1', url: `${window.location.origin}/news/haber-1` }));
    expect(screen.queryByText('Link kopyalandı!')).not.toBeInTheDocument();
  });

  it('shows "Haber Bulunamadı" for an unknown address, titled "Haber bulunamadı"', async () => {
    setup(() => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Haber bulunamadı' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haber Bulunamadı' })).toBeInTheDocument();
    expect(document.title).toBe('Haber bulunamadı | GüneşVeri');
    expect(screen.getByRole('link', { name: 'Tüm Haberler' })).toHaveAttribute('href', '/news');
  });

  it('shows "Haber detayları yüklenirken bir hata oluştu" and retries', async () => {
    let fail = true;
    setup(() => (fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(newsDetail(1))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Haber detayları yüklenirken bir hata oluştu');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haber 1' })).toBeInTheDocument();
  });
});
