import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { NEWS_PREVIEW_COUNT } from '../../../../shared/constants';
import type { NewsCard } from '../../../../shared/schemas/news';
import { buttonClass } from '../../../components/ui/button-styles';
import { AlertCircleIcon, CloseIcon, ExternalIcon, NewsIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { cookieBannerHeight, useCookieBannerHeight } from '../../../lib/cookie-banner-height';
import { formatDate } from '../../../lib/format';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLatestNews } from '../api/get-latest-news';
import { newsItemLink } from '../news-links';
import { FeedAccessModal } from './feed-access-modal';
import type { AccessNeed } from '../../../lib/viewer';
import { NewsItemAnchor } from './news-item-anchor';
import { TagChip } from './tag-chip';
import { paths } from '../../../config/paths';

/** Who looks at the bubble: the same three tiers as the rest of the app (docs/product-rules.md#shell). */
export type BubbleViewer = 'visitor' | 'member' | 'premium';

export const BUBBLE_HINT_KEY = 'newsBubbleHintSeen';
/** The hint balloon appears this long after the page opens (docs/product-rules.md#shell). */
export const BUBBLE_HINT_DELAY_MS = 1_500;
/** …and folds itself away after this long if left alone (it is then not shown again). */
export const BUBBLE_HINT_VISIBLE_MS = 12_000;
/** Leaving the bubble for the preview's gap should not close it. */
const PREVIEW_CLOSE_DELAY_MS = 200;

export const FEED_MESSAGES = {
  loadFailed: 'Akış yüklenirken bir hata oluştu',
  empty: 'Henüz akış bulunmamaktadır.',
} as const;

function LatestList({ items, onNavigate, dense }: { items: NewsCard[]; onNavigate?: () => void; dense?: boolean }) {
  return (
    <ul className={`divide-y divide-slate-200 dark:divide-slate-800 ${dense ? '' : '-mx-2'}`}>
      {items.slice(0, NEWS_PREVIEW_COUNT).map((item) => {
        const link = newsItemLink(item);
        return (
          <li key={item.id}>
            <NewsItemAnchor
              link={link}
              onNavigate={onNavigate}
              className={`group block rounded-lg ${dense ? 'px-2 py-2.5' : 'px-2 py-3'} hover:bg-amber-50 focus-visible:outline-offset-0 dark:hover:bg-slate-800/70`}
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                {item.tag && <TagChip tag={item.tag} />}
                <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
                {link.kind === 'external' && <ExternalIcon className="size-3.5" />}
              </span>
              <span
                className={`mt-1 block font-medium leading-snug text-slate-900 group-hover:text-amber-800 dark:text-slate-100 dark:group-hover:text-amber-300 ${dense ? 'line-clamp-2 text-sm' : 'text-[15px]'}`}
              >
                {item.title}
              </span>
            </NewsItemAnchor>
          </li>
        );
      })}
    </ul>
  );
}

function LatestSkeleton({ rows = NEWS_PREVIEW_COUNT }: { rows?: number }) {
  return (
    <div role="status" aria-label="Yükleniyor" className="space-y-4 py-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-4 w-11/12" />
        </div>
      ))}
    </div>
  );
}

/** The latest 5 in their three states (loading, error with retry, empty) plus the list. */
function LatestContent({ dense, onNavigate }: { dense?: boolean; onNavigate?: () => void }) {
  const latest = useLatestNews();
  if (latest.isPending) return <LatestSkeleton rows={dense ? 3 : NEWS_PREVIEW_COUNT} />;
  if (latest.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-3 text-sm text-red-900 dark:text-red-100">
        <span className="flex items-center gap-2 font-medium">
          <AlertCircleIcon className="size-5 shrink-0 text-red-600 dark:text-red-400" />
          {FEED_MESSAGES.loadFailed}
        </span>
        <button type="button" onClick={() => void latest.refetch()} className={buttonClass('secondary', 'sm')}>
          Yeniden Dene
        </button>
      </div>
    );
  }
  if (latest.data.items.length === 0) {
    return (
      <p role="status" className="py-4 text-sm text-slate-600 dark:text-slate-400">
        {FEED_MESSAGES.empty}
      </p>
    );
  }
  return <LatestList items={latest.data.items} onNavigate={onNavigate} dense={dense} />;
}

function canHover(event: PointerEvent) {
  return event.pointerType === 'mouse' || event.pointerType === 'pen';
}

/** True unless the browser tells us the focus came from a pointer (no preview after a click). */
function focusFromKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The news bubble at the bottom left of every page (docs/product-rules.md#shell): hovering or focusing it previews the
 * latest 5 news, clicking opens the "Akış" dialog. A hint balloon introduces it once, 1.5 s after the
 * first page opens (remembered in localStorage). "Tüm Akışı Gör" leads premium users to /news-feed
 * and shows others the login-needed (visitors) or premium-needed (members) dialog.
 */
export function NewsBubble({ viewer }: { viewer: BubbleViewer }) {
  const navigate = useNavigate();
  const previewId = useId();
  const [engaged, setEngaged] = useState(false);
  const [preview, setPreview] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [access, setAccess] = useState<AccessNeed | null>(null);
  const [hint, setHint] = useState(false);
  // The banner can come up after the hint's delay (its policy and PDF answer late on a slow link): the
  // hint then gives way to it, unseen, and shows again only once the banner is gone.
  const bannerUp = useCookieBannerHeight() > 0;
  const hintShown = hint && !bannerUp;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const touch = useMediaQuery('(hover: none)');

  // Starts the preview request on first use, not on every page load.
  useLatestNews(engaged);

  useEffect(() => {
    if (readStorage(BUBBLE_HINT_KEY)) return;
    const show = setTimeout(() => {
      // The hint waits for a visit without the cookie banner: on a phone both at once, with the
      // bubble, would cover a third of the screen, and on a wider screen the hint would lie over the
      // banner's text (the banner publishes its height while shown).
      if (cookieBannerHeight() > 0) return;
      setHint(true);
    }, BUBBLE_HINT_DELAY_MS);
    return () => clearTimeout(show);
  }, []);

  const dismissHint = () => {
    setHint(false);
    writeStorage(BUBBLE_HINT_KEY, '1');
  };

  useEffect(() => {
    if (!hintShown) return;
    const hide = setTimeout(() => {
      setHint(false);
      writeStorage(BUBBLE_HINT_KEY, '1');
    }, BUBBLE_HINT_VISIBLE_MS);
    return () => clearTimeout(hide);
  }, [hintShown]);

  // The balloon lies over the page's lower-left corner (on a phone, over a map's layer switches or a
  // search field): the member's first scroll or touch folds it away for good, and a touch on what
  // lies under it goes through (the balloon takes no pointer but its close button). Only the
  // member's own scrolling counts (wheel, a finger's move), not the browser restoring a position.
  useEffect(() => {
    if (!hintShown) return;
    const fold = () => {
      setHint(false);
      writeStorage(BUBBLE_HINT_KEY, '1');
    };
    const events = ['pointerdown', 'wheel', 'touchmove'] as const;
    for (const name of events) document.addEventListener(name, fold, { capture: true, passive: true, once: true });
    return () => {
      for (const name of events) document.removeEventListener(name, fold, { capture: true });
    };
  }, [hintShown]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openPreview = () => {
    clearTimeout(closeTimer.current);
    setEngaged(true);
    setPreview(true);
    if (hintShown) dismissHint();
  };
  const closePreviewSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setPreview(false), PREVIEW_CLOSE_DELAY_MS);
  };

  const openDialog = () => {
    clearTimeout(closeTimer.current);
    setEngaged(true);
    setPreview(false);
    setDialog(true);
    if (hintShown) dismissHint();
  };

  const seeAll = () => {
    setPreview(false);
    setDialog(false);
    if (viewer === 'premium') navigate(paths.newsFeed());
    else setAccess(viewer === 'visitor' ? 'login' : 'premium');
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setPreview(false);
  };

  return (
    <>
      {/* The hint sits beside the hover area, not in it: pointing at its close button must not open the preview. */}
      <div
        // Over the cookie banner, in the corner it keeps free at every width: lifted into the page, the
        // bubble covered what lay above the banner (on a phone, the home page's first tab).
        className="fixed left-3 z-[60] sm:left-5"
        style={{ bottom: 'calc(0.75rem + env(safe-area-inset-bottom, 0px))' }}
      >
        <div
          ref={rootRef}
          data-testid="news-bubble"
          onPointerEnter={(event) => canHover(event) && openPreview()}
          onPointerLeave={(event) => canHover(event) && closePreviewSoon()}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && preview) {
              event.stopPropagation();
              setPreview(false);
            }
          }}
        >
          {preview && !dialog && (
            <div
              id={previewId}
              role="region"
              aria-label="Son haberler önizlemesi"
              className="absolute bottom-full left-0 mb-3 w-[min(22rem,calc(100vw-1.5rem))] animate-fade-up rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
                <NewsIcon className="size-4 text-amber-600 dark:text-amber-400" />
                Son haberler
              </p>
              <div className="mt-1">
                <LatestContent dense onNavigate={() => setPreview(false)} />
              </div>
              <button type="button" onClick={seeAll} className={buttonClass('secondary', 'sm', 'mt-3 w-full')}>
                Tüm Akışı Gör
              </button>
            </div>
          )}

          <button
            type="button"
            aria-haspopup="dialog"
            aria-controls={preview ? previewId : undefined}
            onClick={openDialog}
            onFocus={(event) => focusFromKeyboard(event.currentTarget) && openPreview()}
            className="relative inline-flex size-12 items-center justify-center rounded-full bg-amber-500 text-slate-950 shadow-lg ring-4 shadow-amber-900/20 ring-white/70 transition hover:scale-105 hover:bg-amber-400 active:scale-95 sm:size-14 dark:ring-slate-950/70"
          >
            <NewsIcon className="size-6 sm:size-7" />
            <span className="sr-only">Son haberler</span>
          </button>
        </div>
        {hintShown && !preview && !dialog && (
          <div
            role="status"
            className="pointer-events-none absolute bottom-1 left-full ml-3 w-56 animate-fade-up rounded-xl border border-amber-300 bg-amber-50 py-2.5 pr-9 pl-3 text-sm text-amber-950 shadow-lg sm:w-64 dark:border-amber-400/40 dark:bg-slate-900 dark:text-amber-100"
          >
            <span
              aria-hidden="true"
              className="absolute bottom-4 -left-1.5 size-3 rotate-45 border-b border-l border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-slate-900"
            />
            <strong className="font-semibold">Sektörden son haberler burada.</strong>{' '}
            {touch ? 'Göz atmak için simgeye dokunun.' : 'Göz atmak için simgenin üzerine gelin.'}
            <button
              type="button"
              onClick={dismissHint}
              className="pointer-events-auto absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-md text-amber-800 hover:bg-amber-100 dark:text-amber-300 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">İpucunu kapat</span>
            </button>
          </div>
        )}
      </div>

      {dialog && (
        <Modal title="Akış" description="Güneş enerjisi sektöründen son haberler." onClose={() => setDialog(false)}>
          <LatestContent onNavigate={() => setDialog(false)} />
          <button type="button" onClick={seeAll} className={buttonClass('primary', 'md', 'mt-5 w-full')}>
            Tüm Akışı Gör
          </button>
        </Modal>
      )}

      {access && <FeedAccessModal need={access} variant="bubble" onClose={() => setAccess(null)} />}
    </>
  );
}
