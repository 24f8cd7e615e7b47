import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { queriesTo, routeFetch } from '../../../test/catalog-fixtures';
import { newsCard, newsDetail, newsId, newsPage } from '../../../features/news/test-fixtures';
import { cleanupAfterTest, HOME_ROUTE, jsonResponse, renderWithApp, testUser, pressEscape } from '../../../test/render';
import NewsFeedPage from './news-feed';
import NewsFeedItemPage from './news-feed-item';

const openExternal = vi.hoisted(() => vi.fn());
vi.mock('../../../features/news/open-external', () => ({ openExternal }));

afterEach(() => {
  cleanupAfterTest();
  openExternal.mockReset();
});

const PREMIUM = testUser({ is_premium: true });
const MEMBER = testUser();

const FEED = [
  newsCard(1),
  newsCard(2, { short_url: null, post_image_url: null, external_link: 'https://kaynak.example/haber-2' }),
  newsCard(3, { short_url: null, post_image_url: null }),
];

const refusal = (status: 401 | 403) =>
  status === 401
    ? jsonResponse({ statusCode: 401, code: 'LOGIN_REQUIRED', message: 'Akışı görmek için giriş yapmalısınız.' }, 401)
    : jsonResponse({ statusCode: 403, code: 'PREMIUM_REQUIRED', message: 'Akış premium üyelere özeldir.' }, 403);

function setup(user: CurrentUser | null, routes: Record<string, (url: URL) => Response>, path = '/news-feed') {
  const fetchMock = vi.fn(routeFetch({ 'GET /api/auth/session': () => jsonResponse({ user }), ...routes }));
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<p />, {
    path,
    routes: [
      { path: '/news-feed', element: <NewsFeedPage /> },
      { path: '/news-feed/:id', element: <NewsFeedItemPage /> },
      { path: '/packages', element: <p>Paketler sayfası</p> },
      HOME_ROUTE,
    ],
  });
  return { fetchMock, ...view };
}

describe('/news-feed', () => {
  it('lists the feed as a timeline for premium users: tag badge, "Devamını Oku" or the source link', async () => {
    setup(PREMIUM, { 'GET /api/news-feed': () => jsonResponse(newsPage(FEED)) });
    const timeline = await screen.findByRole('list', { name: 'Haber akışı' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByTestId('tag-chip')).toHaveTextContent('Mevzuat');
    // A blog item reads on in the feed, an item with an external link links out.
    expect(within(items[0]!).getByRole('link', { name: /Devamını Oku/ })).toHaveAttribute('href', `/news-feed/${newsId(1)}`);
    const source = within(items[1]!).getByRole('link', { name: /Haberin kaynağına git/ });
    expect(source).toHaveAttribute('href', 'https://kaynak.example/haber-2');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[2]!).getByRole('link', { name: /Devamını Oku/ })).toHaveAttribute('href', `/news-feed/${newsId(3)}`);
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 kayıt bulundu · Sayfa 1 / 1');
    expect(document.title).toBe('Haber Akışı | GüneşVeri');
  });

  it('searches title and text from 4 letters, 500 ms after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = setup(PREMIUM, {
      'GET /api/news-feed': (url) => jsonResponse(newsPage(url.searchParams.get('search') ? FEED.slice(1, 2) : FEED)),
    });
    await screen.findByRole('list', { name: 'Haber akışı' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Akışta ara' }), { target: { value: 'kurulu' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(queriesTo(fetchMock, '/api/news-feed')).toEqual(['']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Haber akışı' })).getAllByRole('listitem')).toHaveLength(1));
    expect(queriesTo(fetchMock, '/api/news-feed')).toEqual(['', 'search=kurulu']);
  });

  it('asks a visitor to sign in ("Ana Sayfaya Dön" or "Giriş Yap") without calling the feed', async () => {
    const { fetchMock, router } = setup(null, {});
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yapmanız Gerekiyor' });
    expect(within(dialog).getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?redirect=/news-feed');
    expect(queriesTo(fetchMock, '/api/news-feed')).toEqual([]);
    // Closing the gate leaves the page.
    await pressEscape();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a member the premium-needed dialog leading to /packages without calling the feed', async () => {
    const { fetchMock } = setup(MEMBER, {});
    const dialog = await screen.findByRole('dialog', { name: 'Premium Üyelik Gerekli' });
    expect(within(dialog).getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages');
    expect(queriesTo(fetchMock, '/api/news-feed')).toEqual([]);
  });

  it.each([
    [401, 'Giriş Yapmanız Gerekiyor'],
    [403, 'Premium Üyelik Gerekli'],
  ] as const)('follows the server when it refuses with %i', async (status, title) => {
    setup(PREMIUM, { 'GET /api/news-feed': () => refusal(status) });
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Henüz akış bulunmamaktadır." for an empty feed', async () => {
    setup(PREMIUM, { 'GET /api/news-feed': () => jsonResponse(newsPage([])) });
    expect(await screen.findByText('Henüz akış bulunmamaktadır.')).toBeInTheDocument();
  });

  it('shows "Akış yüklenirken bir hata oluştu" and retries', async () => {
    let fail = true;
    setup(PREMIUM, {
      'GET /api/news-feed': () => (fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(newsPage(FEED))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Akış yüklenirken bir hata oluştu');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('list', { name: 'Haber akışı' })).toBeInTheDocument();
  });
});

describe('/news-feed/{id}', () => {
  const path = `/news-feed/${newsId(3)}`;
  const itemRoute = `GET /api/news-feed/${newsId(3)}`;

  it('shows the item to premium users', async () => {
    setup(PREMIUM, { [itemRoute]: () => jsonResponse(newsDetail(3, { short_url: null })) }, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Haber 3' })).toBeInTheDocument();
    expect(screen.getByTestId('article-body')).toHaveTextContent('Haber 3 metni.');
    expect(screen.getByRole('link', { name: /Akışa dön/ })).toHaveAttribute('href', '/news-feed');
    // Related items follow the feed's rule.
    expect(within(screen.getByRole('region', { name: 'İlgili Akış' })).getByRole('link', { name: 'Haber 11' })).toHaveAttribute(
      'href',
      `/news-feed/${newsId(11)}`,
    );
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('sends the browser to the external link when the item has one', async () => {
    setup(PREMIUM, { [itemRoute]: () => jsonResponse(newsDetail(3, { short_url: null, external_link: 'https://kaynak.example/haber-3' })) }, path);
    expect(await screen.findByText('Haberin kaynağına yönlendiriliyorsunuz…')).toBeInTheDocument();
    expect(openExternal).toHaveBeenCalledWith('https://kaynak.example/haber-3');
  });

  it('says "Bu akış için içerik bulunmamaktadır." for an item without content', async () => {
    setup(PREMIUM, { [itemRoute]: () => jsonResponse(newsDetail(3, { content: '', related: [] })) }, path);
    expect(await screen.findByText('Bu akış için içerik bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.queryByText(/dk okuma/)).not.toBeInTheDocument();
  });

  it('shows "Akış bulunamadı" for an unknown item', async () => {
    setup(PREMIUM, { [itemRoute]: () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Akış bulunamadı' }, 404) }, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Akış bulunamadı' })).toBeInTheDocument();
    expect(document.title).toBe('Akış bulunamadı | GüneşVeri');
  });

  it('shows "Akış detayları yüklenirken bir hata oluştu" on a failure', async () => {
    setup(PREMIUM, { [itemRoute]: () => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) }, path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Akış detayları yüklenirken bir hata oluştu');
    expect(screen.getByRole('button', { name: 'Yeniden Dene' })).toBeInTheDocument();
  });

  it('gives members the premium-needed dialog, returning to this item after sign-in for visitors', async () => {
    const member = setup(MEMBER, {}, path);
    expect(await screen.findByRole('dialog', { name: 'Premium Üyelik Gerekli' })).toBeInTheDocument();
    expect(queriesTo(member.fetchMock, `/api/news-feed/${newsId(3)}`)).toEqual([]);
    member.unmount();
    setup(null, {}, path);
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yapmanız Gerekiyor' });
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', `/login?redirect=${path}`);
  });
});
