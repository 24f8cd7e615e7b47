import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { LATEST, newsId } from '../test-fixtures';
import { setCookieBannerHeight } from '../../../lib/cookie-banner-height';
import { BUBBLE_HINT_KEY, NewsBubble, type BubbleViewer } from './news-bubble';

afterEach(() => {
  cleanupAfterTest();
  window.localStorage.clear();
});

function setup(viewer: BubbleViewer, latest: () => Response = () => jsonResponse({ items: LATEST })) {
  // The hint would pop up over the tests that are not about it.
  if (!window.localStorage.getItem(BUBBLE_HINT_KEY)) window.localStorage.setItem(BUBBLE_HINT_KEY, '1');
  const fetchMock = vi.fn(routeFetch({ 'GET /api/news/latest': latest }));
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithApp(<NewsBubble viewer={viewer} />, {
    path: '/about',
    routes: [
      { path: '/news-feed', element: <p>Akış sayfası</p> },
      { path: '/packages', element: <p>Paketler sayfası</p> },
      { path: '/packages/public', element: <p>Fiyatlandırma sayfası</p> },
    ],
  });
  return { fetchMock, ...view };
}

const bubble = () => screen.getByRole('button', { name: 'Son haberler' });
const hover = () => fireEvent.pointerEnter(screen.getByTestId('news-bubble'), { pointerType: 'mouse' });

describe('NewsBubble', () => {
  it('asks for the latest news only once it is used, then previews all 5 on hover with the link rules', async () => {
    const { fetchMock } = setup('visitor');
    expect(fetchMock).not.toHaveBeenCalled();

    hover();
    const preview = await screen.findByRole('region', { name: 'Son haberler önizlemesi' });
    expect(await within(preview).findAllByRole('link')).toHaveLength(5);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // short_url -> the blog page; else external link in a new tab; else the feed page.
    expect(within(preview).getByRole('link', { name: /Haber 1/ })).toHaveAttribute('href', '/news/haber-1');
    const external = within(preview).getByRole('link', { name: /Haber 2/ });
    expect(external).toHaveAttribute('href', 'https://kaynak.example/haber-2');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/yeni sekmede açılır/);
    expect(within(preview).getByRole('link', { name: /Haber 4/ })).toHaveAttribute('href', `/news-feed/${newsId(4)}`);
    expect(within(preview).getAllByTestId('tag-chip')[0]).toHaveTextContent('Mevzuat');
  });

  it('shows the preview on keyboard focus and Escape folds it', async () => {
    setup('member');
    // Focus that follows a key press, as a keyboard user's Tab does (react-aria tells keyboard focus
    // from a click's by the last interaction, which an earlier test's clicks may have set).
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      bubble().focus();
    });
    const preview = await screen.findByRole('region', { name: 'Son haberler önizlemesi' });
    expect(await within(preview).findByText('Haber 5')).toBeInTheDocument();
    fireEvent.keyDown(bubble(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Son haberler önizlemesi' })).not.toBeInTheDocument();
  });

  it('click opens the "Akış" dialog listing the 5, and an item link closes it', async () => {
    const { router } = setup('visitor');
    fireEvent.click(bubble());
    const dialog = screen.getByRole('dialog', { name: 'Akış' });
    expect(within(dialog).getByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Haber 1'),
      expect.stringContaining('Haber 2'),
      expect.stringContaining('Haber 3'),
      expect.stringContaining('Haber 4'),
      expect.stringContaining('Haber 5'),
    ]);
    fireEvent.click(within(dialog).getByRole('link', { name: /Haber 4/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news-feed/${newsId(4)}`));
    expect(screen.queryByRole('dialog', { name: 'Akış' })).not.toBeInTheDocument();
  });

  it('"Tüm Akışı Gör" shows a visitor the login-required dialog leading to /packages/public', async () => {
    const { router } = setup('visitor');
    fireEvent.click(bubble());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Akış' })).getByRole('button', { name: 'Tüm Akışı Gör' }));
    const dialog = screen.getByRole('dialog', { name: 'Giriş Yapmanız Gerekiyor' });
    expect(screen.queryByRole('dialog', { name: 'Akış' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages/public');
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?redirect=/news-feed');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Paketleri İncele' }));
    expect(await screen.findByText('Fiyatlandırma sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages/public');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Tüm Akışı Gör" shows a member the premium-required dialog leading to /packages', async () => {
    setup('member');
    hover();
    const preview = await screen.findByRole('region', { name: 'Son haberler önizlemesi' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Tüm Akışı Gör' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium Üyelik Gerekli' });
    expect(within(dialog).getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Tüm Akışı Gör" takes a premium user straight to /news-feed', async () => {
    const { router } = setup('premium');
    fireEvent.click(bubble());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Akış' })).getByRole('button', { name: 'Tüm Akışı Gör' }));
    expect(await screen.findByText('Akış sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news-feed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Akış yüklenirken bir hata oluştu" with a working "Yeniden Dene"', async () => {
    let fail = true;
    setup('visitor', () =>
      fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse({ items: LATEST.slice(0, 2) }),
    );
    fireEvent.click(bubble());
    const dialog = screen.getByRole('dialog', { name: 'Akış' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Akış yüklenirken bir hata oluştu');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yeniden Dene' }));
    expect(await within(dialog).findAllByRole('link')).toHaveLength(2);
  });

  it('shows "Henüz akış bulunmamaktadır." when there is no news', async () => {
    setup('visitor', () => jsonResponse({ items: [] }));
    fireEvent.click(bubble());
    expect(await within(screen.getByRole('dialog', { name: 'Akış' })).findByText('Henüz akış bulunmamaktadır.')).toBeInTheDocument();
  });
});

describe('NewsBubble hint balloon', () => {
  const hint = () => screen.queryByText(/Sektörden son haberler burada/);

  it('appears after 1.5 s, and once closed it does not come back on the next page load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(routeFetch({})));
    const first = renderWithApp(<NewsBubble viewer="visitor" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_400);
    });
    expect(hint()).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(hint()).toBeInTheDocument();

    // Pointing at the balloon (on the way to its close button) leaves it alone: no preview opens.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'İpucunu kapat' }), { pointerType: 'mouse' });
    expect(screen.queryByRole('region', { name: 'Son haberler önizlemesi' })).not.toBeInTheDocument();
    expect(hint()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'İpucunu kapat' }));
    expect(hint()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BUBBLE_HINT_KEY)).toBe('1');

    first.unmount();
    renderWithApp(<NewsBubble viewer="visitor" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(hint()).not.toBeInTheDocument();
  });

  it('folds away (and is remembered) at the first touch or scroll, and lets a touch through to what lies under it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(routeFetch({})));
    const first = renderWithApp(<NewsBubble viewer="visitor" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(hint()).toBeInTheDocument();
    // Only its close button takes a pointer: a tap on the balloon reaches the page under it.
    expect(hint()!.closest('[role="status"]')).toHaveClass('pointer-events-none');
    expect(screen.getByRole('button', { name: 'İpucunu kapat' })).toHaveClass('pointer-events-auto');
    fireEvent.pointerDown(document.body);
    expect(hint()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BUBBLE_HINT_KEY)).toBe('1');

    first.unmount();
    window.localStorage.removeItem(BUBBLE_HINT_KEY);
    renderWithApp(<NewsBubble viewer="visitor" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(hint()).toBeInTheDocument();
    fireEvent.wheel(document.body);
    expect(hint()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BUBBLE_HINT_KEY)).toBe('1');
  });

  it('gives way, unseen, to a cookie banner that comes up after it, and shows again once the banner is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(routeFetch({})));
    try {
      renderWithApp(<NewsBubble viewer="visitor" />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      expect(hint()).toBeInTheDocument();
      // The banner's policy and PDF answered late: it comes up over the open hint.
      act(() => setCookieBannerHeight(88));
      expect(hint()).not.toBeInTheDocument();
      // Its 12 s pass while the banner is up: the member never read it, so it is not remembered.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(13_000);
      });
      expect(window.localStorage.getItem(BUBBLE_HINT_KEY)).toBeNull();
      act(() => setCookieBannerHeight(0));
      expect(hint()).toBeInTheDocument();
    } finally {
      act(() => setCookieBannerHeight(0));
    }
  });

  it('folds away (and is remembered) when the bubble is used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(routeFetch({ 'GET /api/news/latest': () => jsonResponse({ items: LATEST }) })));
    renderWithApp(<NewsBubble viewer="visitor" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(hint()).toBeInTheDocument();
    fireEvent.click(bubble());
    expect(hint()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BUBBLE_HINT_KEY)).toBe('1');
  });
});
