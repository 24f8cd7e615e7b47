import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { CloseIcon, CookieIcon } from '../../../components/ui/icons';
import { setCookieBannerHeight } from '../../../lib/cookie-banner-height';
import { useFileReachable } from '../api/check-file-reachable';
import { useCookiePolicy } from '../api/get-cookie-policy';
import { useCookieConsent } from '../hooks/use-cookie-consent';

/**
 * Fixed bottom banner, shown only when a latest active cookie policy exists, its PDF answers a
 * HEAD request and no consent is stored. While shown, its height is published (lib/cookie-banner-height);
 * the footer pads its bottom by it so the banner never hides footer links for good.
 * Its left corner is kept free for the news bubble, which sits there instead of over the page.
 */
export function CookieBanner() {
  const { accepted, dismissed, accept, dismiss } = useCookieConsent();
  const settled = accepted || dismissed;
  const policyQuery = useCookiePolicy();
  const policy = settled ? undefined : policyQuery.data?.policy ?? undefined;
  const reachable = useFileReachable(policy?.file_url);
  const visible = !settled && policy !== undefined && reachable.data === true;

  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    // Measured as the browser lays the banner out (no layout forced from script), and again on resize.
    if (typeof ResizeObserver === 'undefined') setCookieBannerHeight(element.offsetHeight);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => setCookieBannerHeight(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setCookieBannerHeight(0);
    };
  }, [visible]);

  if (!visible || !policy) return null;

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Çerez bildirimi"
      className="fixed inset-x-0 bottom-0 z-50 animate-fade-up pl-14 sm:pl-20 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      {/* On a phone one compact row (text, button, close), so it covers as little of the page as it can. */}
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6 sm:py-4 lg:px-8">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:inline-flex dark:bg-amber-400/10 dark:text-amber-400">
          <CookieIcon className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 items-center justify-between gap-2 sm:gap-3">
          <p className="text-xs leading-snug text-slate-700 sm:text-sm sm:leading-relaxed dark:text-slate-300">
            {/* A phone keeps the sentence short: beside the bubble's corner the whole of it took five lines. */}
            <span className="max-sm:hidden">Size daha iyi bir deneyim sunmak için çerezler</span>
            <span className="sm:hidden">Çerezler</span> kullanıyoruz. Ayrıntılar için{' '}
            <a
              href={policy.file_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-amber-700 underline decoration-amber-500/50 underline-offset-2 hover:decoration-amber-600 dark:text-amber-400"
            >
              {policy.title}
              <span className="sr-only"> (PDF, yeni sekmede açılır)</span>
            </a>{' '}
            metnini inceleyebilirsiniz.
          </p>
          <button type="button" onClick={accept} className={buttonClass('primary', 'sm', 'shrink-0')}>
            Kabul Et
          </button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Kapat"
          className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
