import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../../shared/schemas/announcements';
import { routeFetch } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { ANNOUNCEMENTS_DISMISSED_KEY, AnnouncementTicker, REDUCED_MOTION_QUERY, showsTitle } from './announcement-ticker';

const ANNOUNCEMENTS: Announcement[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', title: 'Hoş geldiniz', content: 'Birinci duyuru metni', background_color: '#059669', text_color: '#ffffff', animation_speed: 30, display_order: 0 },
  { id: 'a0000000-0000-4000-8000-000000000002', title: 'Bakiye', content: 'İkinci duyuru metni', background_color: '#1d4ed8', text_color: '#ffffff', animation_speed: 95, display_order: 1 },
  { id: 'a0000000-0000-4000-8000-000000000003', title: 'Kurulu güç', content: 'Üçüncü duyuru metni', background_color: '#f59e0b', text_color: '#1f2937', animation_speed: 25, display_order: 2 },
];

afterEach(() => {
  cleanupAfterTest();
  window.sessionStorage.clear();
  // @ts-expect-error -- jsdom has no matchMedia; some tests add one.
  delete window.matchMedia;
});

function reduceMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query === REDUCED_MOTION_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

async function setup(answer: () => Response = () => jsonResponse({ items: ANNOUNCEMENTS })) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', vi.fn(routeFetch({ 'GET /api/announcements': answer })));
  const view = renderWithApp(<AnnouncementTicker />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const ticker = () => screen.getByRole('region', { name: 'Duyurular' });
const shown = () => screen.getByTestId('announcement-text').querySelector('p:not([aria-hidden])')?.textContent;

describe('AnnouncementTicker', () => {
  it('shows the first announcement in its colours, its text scrolling for max(10, 100 − speed) s', async () => {
    await setup();
    expect(ticker()).toHaveStyle({ backgroundColor: '#059669', color: '#ffffff' });
    expect(shown()).toBe('Hoş geldiniz: Birinci duyuru metni');
    expect(screen.getByTestId('announcement-marquee')).toHaveStyle({ animationDuration: '70s' });
    // The copy that makes the loop seamless is hidden from screen readers.
    expect(screen.getByTestId('announcement-marquee').querySelector('[aria-hidden="true"]')).toHaveTextContent('Birinci duyuru metni');
  });

  it('moves on every 10 s and wraps around', async () => {
    await setup();
    await advance(9_900);
    expect(shown()).toContain('Birinci');
    await advance(100);
    expect(shown()).toContain('İkinci');
    expect(ticker()).toHaveStyle({ backgroundColor: '#1d4ed8' });
    // 100 − 95 = 5 is below the 10 s floor.
    expect(screen.getByTestId('announcement-marquee')).toHaveStyle({ animationDuration: '10s' });
    await advance(10_000);
    expect(shown()).toContain('Üçüncü');
    expect(ticker()).toHaveStyle({ backgroundColor: '#f59e0b', color: '#1f2937' });
    await advance(10_000);
    expect(shown()).toContain('Birinci');
  });

  it('has one dot per announcement; a picked one gets its full 10 s', async () => {
    await setup();
    const dots = ['Duyuru 1', 'Duyuru 2', 'Duyuru 3'].map((name) => screen.getByRole('button', { name }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await advance(6_000);
    fireEvent.click(dots[2]!);
    expect(shown()).toContain('Üçüncü');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    await advance(9_000);
    expect(shown()).toContain('Üçüncü');
    await advance(1_000);
    expect(shown()).toContain('Birinci');
  });

  it('stands still while the pointer is over it', async () => {
    await setup();
    fireEvent.mouseEnter(ticker());
    await advance(25_000);
    expect(shown()).toContain('Birinci');
    expect(screen.getByTestId('announcement-marquee')).toHaveStyle({ animationPlayState: 'paused' });
    fireEvent.mouseLeave(ticker());
    await advance(10_000);
    expect(shown()).toContain('İkinci');
  });

  it('closes with "Duyuruyu kapat" for the rest of the visit', async () => {
    const first = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));
    expect(screen.queryByRole('region', { name: 'Duyurular' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ANNOUNCEMENTS_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderWithApp(<AnnouncementTicker />);
    await advance(100);
    expect(screen.queryByRole('region', { name: 'Duyurular' })).not.toBeInTheDocument();
  });

  it('with reduced motion: no scrolling and no auto-advance, one line the reader scrolls, dots still work', async () => {
    reduceMotion();
    await setup();
    expect(screen.queryByTestId('announcement-marquee')).not.toBeInTheDocument();
    expect(shown()).toBe('Hoş geldiniz: Birinci duyuru metni');
    // One line (the height held while loading) that a finger or the keyboard scrolls.
    const line = screen.getByTestId('announcement-text').firstElementChild as HTMLElement;
    expect(line.className).toContain('whitespace-nowrap');
    expect(line.className).toContain('overflow-x-auto');
    expect(line.tabIndex).toBe(0);
    await advance(35_000);
    expect(shown()).toContain('Birinci');
    fireEvent.click(screen.getByRole('button', { name: 'Duyuru 2' }));
    expect(shown()).toContain('İkinci');
  });

  it('shows a single announcement without dots', async () => {
    await setup(() => jsonResponse({ items: ANNOUNCEMENTS.slice(0, 1) }));
    expect(shown()).toContain('Birinci');
    expect(screen.queryByRole('button', { name: 'Duyuru 1' })).not.toBeInTheDocument();
  });

  it('leads with the title unless the text already says it', () => {
    expect(showsTitle({ title: 'Güncel kurulu güç', content: 'Ocak 2026 itibarıyla 25.827 MW.' })).toBe(true);
    expect(showsTitle({ title: 'HOŞ GELDİNİZ', content: 'GüneşVeri’ye hoş geldiniz: tek platform.' })).toBe(false);
    expect(showsTitle({ title: ' ', content: 'Metin' })).toBe(false);
  });

  it('renders nothing without announcements or when they cannot be loaded', async () => {
    const empty = await setup(() => jsonResponse({ items: [] }));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const failed = await setup(() => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Bir hata oluştu' }, 500));
    await advance(100);
    expect(failed.container).toBeEmptyDOMElement();
  });
});
