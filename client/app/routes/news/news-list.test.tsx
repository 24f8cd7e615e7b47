import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesTo, routeFetch } from '../../../test/catalog-fixtures';
import { newsCard, newsPage, TAGS } from '../../../features/news/test-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import NewsListPage from './news-list';

afterEach(cleanupAfterTest);

const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => newsCard(from + i));

function setup(answer: (query: URLSearchParams) => Response, path = '/news') {
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/news': (url) => answer(url.searchParams),
      'GET /api/news/tags': () => jsonResponse({ items: TAGS }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<NewsListPage />, { path });
  return { fetchMock, ...view };
}

const list = () => screen.getByRole('list', { name: 'Haberler' });

describe('/news', () => {
  it('shows 20 cards per page with the result count, tag chip, excerpt and link, and sets the title', async () => {
    setup((q) => jsonResponse(newsPage(cards(q.get('page') === '2' ? 21 : 1, q.get('page') === '2' ? 5 : 20), { page: Number(q.get('page') ?? 1), total: 25 })));
    expect(await screen.findByTestId('result-count')).toHaveTextContent('25 haber bulundu · Sayfa 1 / 2');
    expect(within(list()).getAllByRole('article')).toHaveLength(20);
    const first = within(list()).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Haber 1' })).toHaveAttribute('href', '/news/haber-1');
    expect(within(first).getByText('Haber 1 özeti.')).toBeInTheDocument();
    // The tag's own colour with a 20 % background.
    expect(within(first).getByTestId('tag-chip')).toHaveTextContent('Mevzuat');
    expect(within(first).getByTestId('tag-chip')).toHaveStyle({ backgroundColor: 'rgba(124, 58, 237, 0.2)' });
    // The first cover is the page's largest paint: fetched at once and first; the rest wait their turn.
    const covers = list().querySelectorAll('img');
    expect(covers.length).toBeGreaterThan(1);
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[1]).toHaveAttribute('loading', 'lazy');
    expect(covers[1]).not.toHaveAttribute('fetchpriority');
    expect(document.title).toBe('Haberler | GüneşVeri');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('güneş enerjisi sektöründen haberler'));

    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('25 haber bulundu · Sayfa 2 / 2'));
    expect(within(list()).getAllByRole('article')).toHaveLength(5);
  });

  it('searches from 4 letters, 500 ms after typing, and filters by category; both live in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, router } = setup((q) => jsonResponse(newsPage(q.get('search') || q.get('tag_id') ? cards(7, 1) : cards(1, 3))));
    await screen.findByTestId('result-count');
    const box = screen.getByRole('searchbox', { name: 'Haberlerde ara' });

    fireEvent.change(box, { target: { value: 'gün' } });
    expect(screen.getByText('En az 4 harf girin.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(queriesTo(fetchMock, '/api/news')).toEqual(['']);

    fireEvent.change(box, { target: { value: 'güneş' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(queriesTo(fetchMock, '/api/news')).toEqual(['']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1));
    expect(queriesTo(fetchMock, '/api/news')).toEqual(['', 'search=g%C3%BCne%C5%9F']);
    expect(router.state.location.search).toBe('?q=g%C3%BCne%C5%9F');

    const select = screen.getByRole('combobox', { name: 'Kategori' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: TAGS[1]!.id } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/news').at(-1)).toBe(`search=g%C3%BCne%C5%9F&tag_id=${TAGS[1]!.id}`));
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe(TAGS[1]!.id);

    // Emptying the box drops the search at once.
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/news').at(-1)).toBe(`tag_id=${TAGS[1]!.id}`));
  });

  it('opens on the search and page in the URL', async () => {
    const { fetchMock } = setup(() => jsonResponse(newsPage(cards(21, 1), { page: 2, total: 21 })), '/news?q=yeka&page=2');
    expect(await screen.findByTestId('result-count')).toHaveTextContent('21 haber bulundu · Sayfa 2 / 2');
    expect(screen.getByRole('searchbox', { name: 'Haberlerde ara' })).toHaveValue('yeka');
    expect(queriesTo(fetchMock, '/api/news')).toEqual(['search=yeka&page=2']);
  });

  it('shows "Bloglar yüklenirken bir hata oluştu" and retries with "Yeniden Dene"', async () => {
    let fail = true;
    setup(() => (fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(newsPage(cards(1, 2)))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bloglar yüklenirken bir hata oluştu');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('link', { name: 'Haber 2' })).toBeInTheDocument();
  });

  it('says when a search finds nothing and clears it', async () => {
    const { router } = setup((q) => jsonResponse(newsPage(q.get('search') ? [] : cards(1, 1))), '/news?q=bulunmaz');
    expect(await screen.findByText('Aramanıza uygun haber bulunamadı.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aramayı ve kategoriyi temizle' }));
    expect(await screen.findByRole('link', { name: 'Haber 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Haberlerde ara' })).toHaveValue('');
  });
});
