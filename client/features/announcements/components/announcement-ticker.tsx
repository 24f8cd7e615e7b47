import { useEffect, useState, type CSSProperties } from 'react';
import { ANNOUNCEMENT_ROTATION_MS, announcementScrollSeconds } from '../../../../shared/announcement-timing';
import type { Announcement } from '../../../../shared/schemas/announcements';
import { CloseIcon } from '../../../components/ui/icons';
import { readSessionStorage, writeSessionStorage } from '../../../lib/storage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAnnouncements } from '../api/get-announcements';

/** Closing the bar hides it for the rest of this visit (this tab). */
export const ANNOUNCEMENTS_DISMISSED_KEY = 'announcementsDismissed';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function MegaphoneIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Z" />
      <path d="M15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />
    </svg>
  );
}

/** The title leads the text in bold, unless the text already says it ("Hoş geldiniz" … "hoş geldiniz: …"). */
export function showsTitle({ title, content }: Pick<Announcement, 'title' | 'content'>): boolean {
  const name = title.trim().toLocaleLowerCase('tr');
  return name.length > 0 && !content.toLocaleLowerCase('tr').includes(name);
}

function AnnouncementText({ item }: { item: Announcement }) {
  return (
    <>
      {showsTitle(item) && <strong className="font-semibold">{item.title}: </strong>}
      {item.content}
    </>
  );
}

/**
 * The announcement bar above the home page's tabs (docs/product-rules.md#shell): active announcements one at a time
 * in their own colours, the text scrolling for max(10, 100 − animation_speed) seconds, the next one
 * every 10 s, dots to pick one, a close button remembered for the visit. With reduced motion the
 * text does not move (one line the reader scrolls) and nothing advances by itself; hovering or
 * focusing the bar pauses it. Renders nothing without announcements or when they cannot be loaded.
 */
export function AnnouncementTicker() {
  const { data, isPending } = useAnnouncements();
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [dismissed, setDismissed] = useState(() => readSessionStorage(ANNOUNCEMENTS_DISMISSED_KEY) === '1');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const items = data?.items ?? [];
  const count = items.length;
  const active = count > 0 ? index % count : 0;
  const paused = hovered || focused;

  useEffect(() => {
    if (dismissed || reduceMotion || paused || count < 2) return;
    // Restarts whenever the shown announcement changes, so a picked one also gets its full 10 s.
    const timer = setTimeout(() => setIndex((active + 1) % count), ANNOUNCEMENT_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [active, count, dismissed, reduceMotion, paused]);

  if (dismissed) return null;
  // Until the answer arrives the bar's height is held, so the page does not jump down when it appears (a
  // layout shift of the whole hero: CLS, P8 of docs/product-rules.md#speed). A single line of text with its
  // close button: 44 px.
  if (isPending) return <div aria-hidden="true" data-testid="announcement-placeholder" className="h-11" />;
  if (count === 0) return null;
  const item = items[active]!;

  const dismiss = () => {
    writeSessionStorage(ANNOUNCEMENTS_DISMISSED_KEY, '1');
    setDismissed(true);
  };

  const marqueeStyle: CSSProperties = {
    animationDuration: `${announcementScrollSeconds(item.animation_speed)}s`,
    animationPlayState: paused ? 'paused' : 'running',
  };

  return (
    <section
      aria-label="Duyurular"
      data-testid="announcement-ticker"
      style={{ backgroundColor: item.background_color, color: item.text_color }}
      className="transition-colors"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 py-1.5 pr-1.5 pl-4 sm:gap-3 sm:pr-4 sm:pl-6 lg:px-8">
        <MegaphoneIcon className="hidden size-5 shrink-0 opacity-90 sm:block" />
        <div
          data-testid="announcement-text"
          className={`min-w-0 flex-1 text-sm ${reduceMotion ? '' : 'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1.5rem),transparent)]'}`}
        >
          {reduceMotion ? (
            // Still and on one line, so the bar keeps the height held for it while loading (a wrapped
            // text grew the bar on a phone and pushed the page down). What does not fit, the reader
            // swipes or scrolls into view (focusable for the keyboard); its end pads past the fade.
            <p
              tabIndex={0}
              className="overflow-x-auto py-1 leading-snug whitespace-nowrap [mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] [scrollbar-width:none] focus-visible:outline-current"
            >
              <span className="inline-block pr-6">
                <AnnouncementText item={item} />
              </span>
            </p>
          ) : (
            // Two copies side by side move left by one copy's width, so the loop has no seam. The
            // first copy is in view from the start; the second is decoration.
            <div
              key={item.id}
              data-testid="announcement-marquee"
              style={marqueeStyle}
              className="flex w-max animate-[gv-marquee_linear_infinite] py-1 whitespace-nowrap motion-reduce:animate-none"
            >
              <p className="pr-16 pl-1">
                <AnnouncementText item={item} />
              </p>
              <p aria-hidden="true" className="pr-16 pl-1">
                <AnnouncementText item={item} />
              </p>
            </div>
          )}
        </div>
        {count > 1 && (
          <div role="group" aria-label="Duyuru seçimi" className="flex shrink-0 items-center">
            {items.map((announcement, i) => (
              <button
                key={announcement.id}
                type="button"
                aria-label={`Duyuru ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-current"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full bg-current transition-all ${i === active ? 'size-2.5 opacity-100' : 'size-2 opacity-45 group-hover:opacity-80'}`}
                />
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          aria-label="Duyuruyu kapat"
          onClick={dismiss}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-85 hover:bg-black/10 hover:opacity-100 focus-visible:outline-current"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
