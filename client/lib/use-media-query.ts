import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` (768 px): where tables become cards (spec 2 §2.3, §2.12). */
export const BELOW_MD = '(max-width: 767px)';

// One MediaQueryList per query: React reads the snapshot on every render of every user, and
// matchMedia parses the query and makes a new list each time it is called. Kept per matchMedia
// function, so one replaced (component tests stub it) starts afresh.
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
function mediaList(query: string): MediaQueryList | undefined {
  const matchMedia = typeof window.matchMedia === 'function' ? window.matchMedia : undefined;
  if (!matchMedia) return undefined;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) lists.set(matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = matchMedia.call(window, query)));
  return list;
}

/**
 * Whether a CSS media query matches now, following changes (e.g. '(max-width: 639px)').
 * False where matchMedia is missing (tests without a stub, old browsers).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}
